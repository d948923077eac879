import { useQuery } from '@tanstack/react-query';
import { PURCHASE_API, type PendingReveal } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const PENDING_REVEAL_QUERY_KEY = ['reveal', 'pending'] as const;

export const usePendingReveal = (enabled: boolean) =>
  useQuery({ queryKey: PENDING_REVEAL_QUERY_KEY, queryFn: () => apiGet(PURCHASE_API.revealPending, unchecked<PendingReveal>()), enabled });
