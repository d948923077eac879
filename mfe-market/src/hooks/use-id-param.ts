import { useSearchParams } from 'react-router-dom';
import { idQuerySchema } from 'shared-contract';

/** The positive integer `?<name>=` of search params (`id`, `keyItemId`, `listingId`, …), or null when missing or invalid. */
export function idFromParams(params: URLSearchParams, name = 'id'): number | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return null;
  const parsed = idQuerySchema.safeParse({ id: raw });
  return parsed.success ? parsed.data.id : null;
}

/** The positive integer `?<name>=` of the URL (default `id`), or null when missing or invalid. */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  return idFromParams(params, name);
}
