import { useSearchParams } from 'react-router-dom';
import { idQuerySchema } from 'shared-contract';

/** `?ticketId=` as a positive integer, or null. */
export function useTicketIdParam(): number | null {
  const [params] = useSearchParams();
  const parsed = idQuerySchema.safeParse({ id: params.get('ticketId') ?? '' });
  return parsed.success ? parsed.data.id : null;
}
