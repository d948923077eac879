import { useQuery } from '@tanstack/react-query';
import { TRANSFER_API, transferKeyViewSchema } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

/** The member's KEY as the transfer form shows it (its lock, a transfer in progress, a listing). */
export const transferKeyQueryKey = (keyItemId: number) => apiQueryKey(TRANSFER_API.transferKey, { keyItemId });

export const useTransferKey = (keyItemId: number | null) =>
  useQuery({
    queryKey: transferKeyQueryKey(keyItemId ?? 0),
    queryFn: () => apiGet(TRANSFER_API.transferKey, transferKeyViewSchema, { keyItemId: keyItemId ?? 0 }),
    enabled: keyItemId !== null,
    staleTime: 0,
  });
