import { useQueryClient } from '@tanstack/react-query';

const REFUND_ADMIN_PREFIX = '/api/admin/refund/';

/** A console refund read, except the decrypted bank details (asking again would be another audited view). */
const isRefundRead = (key: readonly unknown[]) => {
  const path = key[0];
  return typeof path === 'string' && path.startsWith(REFUND_ADMIN_PREFIX) && !path.endsWith('/bank-details');
};

/** After an action: the queue, the summary, every detail and the batches are asked again. */
export function useRefreshRefundQueries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => isRefundRead(query.queryKey) });
}
