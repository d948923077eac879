import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { startupErrorMessage } from 'shared-contract';
import { ENVIRONMENT_HEADER, REQUEST_TIMEOUT_MS, requestLanguage, trackedFetch, UPLOAD_TIMEOUT_MS } from './http-basics';
import { reportClientError } from './report-client-error';
import { useSessionStore } from './session-store';
import { refreshAccessToken } from './session/refresh-tokens';

export { ENVIRONMENT_HEADER, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './http-basics';

/** An API failure with the catalogue code; `message` is already in the current language. */
export class ApiError extends Error {
  constructor(
    /** A catalogue code (ErrorCode), or one the client names for itself. */
    readonly code: string,
    readonly status: number,
    message: string,
    /** Values the message refers to (e.g. `nextChangeAt`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes of a rejected backend token: refresh once and retry. */
const TOKEN_REJECTED = new Set(['TOKEN_EXPIRED', 'TOKEN_INVALID', 'TOKEN_MISSING']);
const TOKEN_REFRESHED = 'TOKEN_REFRESHED';

/**
 * The one HTTP client of the frontends: 10 s timeout, credentials, bearer token, env header,
 * overlay flag; on a rejected token it refreshes once and retries, else the session ends.
 */
export const apiClient: KyInstance = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'include',
  // Only our forced retry after a token refresh: ordinary failures are never retried here.
  retry: { limit: 1, shouldRetry: () => false },
  fetch: trackedFetch,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        request.headers.set(ENVIRONMENT_HEADER, 'web');
        request.headers.set('accept-language', requestLanguage());
        const { accessToken } = useSessionStore.getState();
        if (accessToken && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${accessToken}`);
      },
    ],
    afterResponse: [
      async ({ request, response, retryCount }) => {
        if (response.status !== 401 || retryCount > 0 || useSessionStore.getState().status !== 'authenticated') return undefined;
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as { error?: { code?: string } } | null;
        if (!TOKEN_REJECTED.has(body?.error?.code ?? '')) return undefined;
        const accessToken = await refreshAccessToken();
        if (!accessToken) return undefined;
        const headers = new Headers(request.headers);
        headers.set('authorization', `Bearer ${accessToken}`);
        return ky.retry({ request: new Request(request, { headers }), code: TOKEN_REFRESHED, delay: 0 });
      },
    ],
  },
});

async function toApiError(error: unknown, action: string): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const body = error.data as { error?: { code?: string; message?: unknown; details?: Record<string, unknown> } } | undefined;
    const code = (typeof body === 'object' && body?.error?.code) || 'TEMPORARY_ERROR';
    if (error.response.status >= 500) reportClientError(action, { status: error.response.status, code });
    // The api's refusal carries its catalogue message in the language the request asked for (accept-language above).
    const message =
      typeof body?.error?.message === 'string' && body.error.message ? body.error.message : startupErrorMessage('TEMPORARY_ERROR', requestLanguage());
    return new ApiError(code, error.response.status, message, body?.error?.details);
  }
  reportClientError(action, { code: 'CONNECTION_FAILED', error: error instanceof Error ? error.name : String(error) });
  return new ApiError('CONNECTION_FAILED', 0, startupErrorMessage('CONNECTION_FAILED', requestLanguage()));
}

type Query = Record<string, string | number | boolean | undefined>;
const cleanQuery = (query: Query = {}) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<string, string | number | boolean>;

/** What reads an answer's `data`: a shared-contract schema (validated), or `unchecked<T>()`. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

/** A parser, or a loader of one (`lazySchemas`), which loads while the request is on its way. */
export type ParserSource<T> = ResponseParser<T> | (() => Promise<ResponseParser<T>>);

/**
 * Schemas loaded with the first call that validates with them, so they (and zod) stay out of a page's first load:
 * `const schema = lazySchemas(() => import('./response-schemas'))`, then `apiSend('post', path, schema('cartSchema'))`.
 */
export const lazySchemas =
  <Module>(load: () => Promise<Module>) =>
  <Name extends keyof Module>(name: Name) =>
  (): Promise<Module[Name]> =>
    load().then((module) => module[name]);

/**
 * Typed by the contract but not validated. Only for what the shell and the first screen ask (session, service info,
 * the account language, the catalog pages): a schema there would put zod (~27 KB gz) before the first render.
 * Everything else passes its schema.
 */
export const unchecked = <T>(): ResponseParser<T> => ({ parse: (data) => data as T });

/**
 * Sends the request at once (an action is never held back by its schema) while a lazy parser loads. A parser that
 * cannot load is reported and the answer is read unchecked: the api, which enforces the contract, has already acted.
 */
async function request<T>(action: string, source: ParserSource<T>, send: () => Promise<{ data: unknown }>): Promise<T> {
  const parser: Promise<ResponseParser<T>> =
    typeof source === 'function'
      ? source().catch((error: unknown) => {
          reportClientError(action, { code: 'SCHEMA_NOT_LOADED', error: error instanceof Error ? error.name : String(error) });
          return unchecked<T>();
        })
      : Promise.resolve(source);
  try {
    const body = await send();
    return (await parser).parse(body.data);
  } catch (error) {
    throw error instanceof ApiError ? error : await toApiError(error, action);
  }
}

/** GET an enveloped endpoint and read `data` with its parser. */
export function apiGet<T>(path: string, source: ParserSource<T>, query?: Query, options?: Options): Promise<T> {
  return request(`GET ${path}`, source, () => apiClient.get(path, { ...options, searchParams: cleanQuery(query) }).json<{ data: unknown }>());
}

/** Send JSON to an enveloped endpoint (POST/PUT/PATCH/DELETE) and read `data` with its parser. */
export function apiSend<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, source: ParserSource<T>, json?: unknown, options?: Options): Promise<T> {
  return request(`${method.toUpperCase()} ${path}`, source, () => apiClient(path, { ...options, method, json }).json<{ data: unknown }>());
}

/** Upload a form (files) to an enveloped endpoint with the 30 s timeout. */
export function apiUpload<T>(path: string, source: ParserSource<T>, form: FormData, options?: Options): Promise<T> {
  return request(`POST ${path}`, source, () => apiClient.post(path, { ...options, body: form, timeout: UPLOAD_TIMEOUT_MS }).json<{ data: unknown }>());
}
