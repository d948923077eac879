import { useSearchParams } from 'react-router-dom';
import { idQuerySchema } from 'shared-contract';

/** The positive integer `?id=` of the URL, or null when missing or invalid. */
export function useIdParam(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id');
  if (raw === null || raw.trim() === '') return null;
  const parsed = idQuerySchema.safeParse({ id: raw });
  return parsed.success ? parsed.data.id : null;
}
