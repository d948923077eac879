import { useSearchParams } from 'react-router-dom';
import { idQuerySchema } from 'shared-contract';

/** The positive integer `id` of search params, or null when missing or invalid. */
export function idFromParams(params: URLSearchParams): number | null {
  const raw = params.get('id');
  if (raw === null || raw.trim() === '') return null;
  const parsed = idQuerySchema.safeParse({ id: raw });
  return parsed.success ? parsed.data.id : null;
}

/** The positive integer `?id=` of the URL, or null when missing or invalid. */
export function useIdParam(): number | null {
  const [params] = useSearchParams();
  return idFromParams(params);
}
