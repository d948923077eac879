import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useSessionStore } from 'shared-session';

/**
 * The provider's return parameters (`paymentId`, `token`) and the server's confirmation of that payment,
 * asked once for a signed-in member (the server confirms with the provider; repeats get the same answer).
 */
export function usePaymentConfirmation<T>(scope: string, confirm: (paymentId: string, token: string) => Promise<T>) {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const token = params.get('token') ?? '';
  const status = useSessionStore((state) => state.status);
  const confirmation = useQuery({
    queryKey: [scope, 'confirm', paymentId, token],
    queryFn: () => confirm(paymentId, token),
    enabled: status === 'authenticated' && paymentId !== '' && token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    // While the same request is still being handled (a double render, a quick reload), ask again.
    retry: (count, error) => error instanceof ApiError && error.code === 'IDEMPOTENCY_IN_PROGRESS' && count < 5,
    retryDelay: 400,
  });
  return { paymentId, token, status, confirmation };
}
