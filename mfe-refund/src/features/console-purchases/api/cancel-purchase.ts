import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PURCHASE_CANCEL_API, purchaseCancelResultSchema } from 'shared-contract';
import { apiSend } from 'shared-session';

export const newIdempotencyKey = () => globalThis.crypto.randomUUID();

export type CancelRequest = { purchaseId: number; reason: string; idempotencyKey: string };

/** `POST /api/admin/purchases/:id/cancel { reason }` with an Idempotency-Key: the same key for a retry of one attempt never refunds twice. */
export const cancelPurchase = ({ purchaseId, reason, idempotencyKey }: CancelRequest) =>
  apiSend('post', PURCHASE_CANCEL_API.cancel(purchaseId), purchaseCancelResultSchema, { reason }, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Cancels; the purchase lists are asked again (the answer carries the cancelled purchase). */
export function useCancelPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPurchase,
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === PURCHASE_CANCEL_API.purchases }),
  });
}
