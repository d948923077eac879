import { useSearchParams } from 'react-router-dom';
import { parseQueryId } from 'shared-contract';

/** The positive integer `?<name>=` of search params (`id`, `keyItemId`, `listingId`, …), or null when missing or invalid. */
export function idFromParams(params: URLSearchParams, name = 'id'): number | null {
  return parseQueryId(params.get(name));
}

/** The positive integer `?<name>=` of the URL (default `id`), or null when missing or invalid. */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  return idFromParams(params, name);
}
