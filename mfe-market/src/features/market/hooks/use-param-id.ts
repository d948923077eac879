import { useSearchParams } from 'react-router-dom';
import { marketIdParamsSchema } from 'shared-contract';

/** The positive integer `?<name>=` of the URL (`keyItemId`, `listingId`), or null when missing or invalid. */
export function useParamId(name: string): number | null {
  const [params] = useSearchParams();
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return null;
  const parsed = marketIdParamsSchema.safeParse({ id: raw });
  return parsed.success ? parsed.data.id : null;
}
