import { useQuery } from '@tanstack/react-query';
import { TRANSFER_API, transferSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

/** While a transfer is in progress its page asks again this often. */
export const TRANSFER_POLL_MS = 5000;

/** One transfer (sender or recipient), polled until it is Completed or Failed. */
export const useTransfer = (transferId: number | null) =>
  useQuery({
    queryKey: apiQueryKey(TRANSFER_API.transferById(transferId ?? 0)),
    queryFn: () => apiGet(TRANSFER_API.transferById(transferId ?? 0), transferSchema),
    enabled: transferId !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'IN_PROGRESS' ? TRANSFER_POLL_MS : false),
  });
