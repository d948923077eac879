import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import i18next from 'i18next';
import { errorMessage, pickLanguage, type ErrorCode } from 'shared-contract';
import { trackLoading } from './loading-store';

export const REQUEST_TIMEOUT_MS = 10_000;
export const UPLOAD_TIMEOUT_MS = 30_000;
export const ENVIRONMENT_HEADER = 'x-keys-env';

/** An API failure with the catalogue code; `message` is already in the current language. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const language = () => pickLanguage(i18next.resolvedLanguage ?? i18next.language);

/** The one HTTP client of the frontends: timeout, credentials, env header, overlay flag. */
export const apiClient: KyInstance = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'include',
  retry: 0,
  // Every network attempt holds the loading overlay flag while it is in flight.
  fetch: (input, init) => trackLoading(globalThis.fetch(input, init)),
  hooks: {
    beforeRequest: [
      ({ request }) => {
        request.headers.set(ENVIRONMENT_HEADER, 'web');
        request.headers.set('accept-language', language());
      },
    ],
  },
});

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const body = error.data as { error?: { code?: string } } | undefined;
    const code = (typeof body === 'object' && body?.error?.code) || 'TEMPORARY_ERROR';
    return new ApiError(code, error.response.status, errorMessage(code, language()));
  }
  return new ApiError('CONNECTION_FAILED', 0, errorMessage('CONNECTION_FAILED', language()));
}

type Query = Record<string, string | number | boolean | undefined>;
const cleanQuery = (query: Query = {}) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;

/** GET an enveloped endpoint and validate `data` against its schema. */
export async function apiGet<T extends z.ZodType>(path: string, schema: T, query?: Query, options?: Options) {
  try {
    const body = await apiClient.get(path, { ...options, searchParams: cleanQuery(query) }).json<{ data: unknown }>();
    return schema.parse(body.data) as z.infer<T>;
  } catch (error) {
    throw error instanceof ApiError ? error : await toApiError(error);
  }
}

/** Send JSON to an enveloped endpoint (POST/PUT/PATCH/DELETE) and validate `data`. */
export async function apiSend<T extends z.ZodType>(
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  schema: T,
  json?: unknown,
  options?: Options,
) {
  try {
    const body = await apiClient(path, { ...options, method, json }).json<{ data: unknown }>();
    return schema.parse(body.data) as z.infer<T>;
  } catch (error) {
    throw error instanceof ApiError ? error : await toApiError(error);
  }
}
