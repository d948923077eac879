import type { QueryClient } from '@tanstack/react-query';
import { refundOverviewSchema, refundRequestViewSchema, type RefundOverview } from 'shared-contract';
import { refundOverviewQueryKey } from './get-refund-overview';

/**
 * What `POST request` and `POST edit` answer. The contract does not fix it: the whole overview or the member's
 * request view is put in the cache at once; anything else (e.g. `SUCCESS`) is left to the refetch.
 */
export const refundAnswerSchema = refundOverviewSchema.or(refundRequestViewSchema).nullable().catch(null);

/** Puts the answer in the overview at once, then refetches the overview (the amounts and the window are the api's). */
export function applyRefundAnswer(queryClient: QueryClient, answer: unknown) {
  const overview = refundOverviewSchema.safeParse(answer);
  if (overview.success) queryClient.setQueryData(refundOverviewQueryKey, overview.data);
  else {
    const view = refundRequestViewSchema.safeParse(answer);
    if (view.success) queryClient.setQueryData<RefundOverview>(refundOverviewQueryKey, (current) => (current ? { ...current, request: view.data } : current));
  }
  void queryClient.invalidateQueries({ queryKey: refundOverviewQueryKey });
}
