import { useQuery } from '@tanstack/react-query';
import { REFUND_ADMIN_API, refundBatchListSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const batchesQueryKey = apiQueryKey(REFUND_ADMIN_API.batches);

export const getBatches = () => apiGet(REFUND_ADMIN_API.batches, refundBatchListSchema);

/** `GET /api/admin/refund/batches`: the payout batches. */
export const useBatches = () => useQuery({ queryKey: batchesQueryKey, queryFn: getBatches, staleTime: 10_000, refetchOnWindowFocus: true });
