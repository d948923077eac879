import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  coinRevealResultSchema,
  pendingRevealSchema,
  projectOddsSchema,
  PURCHASE_API,
  revealedItemSchema,
  revealTotalSchema,
  type CoinRevealRequest,
} from 'shared-contract';
import { apiGet, apiSend } from 'shared-session';

export const projectOddsQueryKey = (projectId: number) => ['project', projectId, 'odds'] as const;
export const PENDING_REVEAL_QUERY_KEY = ['reveal', 'pending'] as const;
export const revealTotalQueryKey = (purchaseId: number) => ['reveal', 'total', purchaseId] as const;

export const useProjectOdds = (projectId: number) =>
  useQuery(queryOptions({ queryKey: projectOddsQueryKey(projectId), queryFn: () => apiGet(PURCHASE_API.projectOdds, projectOddsSchema, { id: projectId }) }));

/** One Idempotency-Key per purchase attempt: a retry of the same attempt never buys twice. */
export const buyWithGold = (request: CoinRevealRequest, idempotencyKey: string) =>
  apiSend('post', PURCHASE_API.coinReveal, coinRevealResultSchema, request, { headers: { 'Idempotency-Key': idempotencyKey } });

export const usePendingReveal = (enabled: boolean) =>
  useQuery({ queryKey: PENDING_REVEAL_QUERY_KEY, queryFn: () => apiGet(PURCHASE_API.revealPending, pendingRevealSchema), enabled });

export const revealItem = (purchaseItemId: number) => apiSend('post', PURCHASE_API.reveal(purchaseItemId), revealedItemSchema, {});

export const useRevealTotal = (purchaseId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: revealTotalQueryKey(purchaseId ?? 0),
    queryFn: () => apiGet(PURCHASE_API.revealTotal, revealTotalSchema, { purchaseId: purchaseId ?? 0 }),
    enabled: enabled && purchaseId !== null,
  });
