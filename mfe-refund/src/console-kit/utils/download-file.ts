import { errorMessage } from 'shared-contract';
import { ApiError, apiClient, UPLOAD_TIMEOUT_MS } from 'shared-session';
import { currentLanguage } from 'shared-ui';

type Query = Record<string, string | number | undefined>;

const fileNameFrom = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
};

function toApiError(error: unknown): ApiError {
  const language = currentLanguage();
  // ky's HTTPError (ky is shared-session's dependency, not this remote's): the parsed body is in `data`.
  if (error instanceof Error && error.name === 'HTTPError') {
    const { data, response } = error as Error & { data?: { error?: { code?: string } }; response?: Response };
    const code = (typeof data === 'object' && data?.error?.code) || 'TEMPORARY_ERROR';
    return new ApiError(code, response?.status ?? 0, errorMessage(code, language));
  }
  return new ApiError('CONNECTION_FAILED', 0, errorMessage('CONNECTION_FAILED', language));
}

/**
 * Downloads a file the api serves only to staff: fetched through the shared client (bearer token, refresh, env
 * header), then saved from an object URL. A plain link would carry no token. Answers the saved file's name.
 */
export async function downloadFile(path: string, fallbackName: string, query: Query = {}): Promise<string> {
  let response: Response;
  try {
    const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<
      string,
      string | number
    >;
    response = await apiClient.get(path, { searchParams, timeout: UPLOAD_TIMEOUT_MS });
  } catch (error) {
    throw toApiError(error);
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return name;
}
