import { useQuery, type QueryClient } from '@tanstack/react-query';
import { API, type Me } from 'shared-contract';
import { apiGet, unchecked } from '../api-client';
import { reportClientError } from '../report-client-error';
import { useSessionStore } from '../session-store';

export const ME_QUERY_KEY = ['user', 'me'] as const;

/**
 * The page-load user fetch: `GET /api/user/me` (the client refreshes a rejected token once and
 * retries). If it still fails, the error is logged and the page renders without the member data.
 */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await apiGet(API.userMe, unchecked<Me>());
  } catch (error) {
    reportClientError(`GET ${API.userMe}`, { message: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** The signed-in member (null for a visitor or when the fetch failed); keyed by member id. */
export function useMe() {
  const status = useSessionStore((state) => state.status);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const query = useQuery({
    queryKey: [...ME_QUERY_KEY, userId],
    queryFn: fetchMe,
    enabled: status === 'authenticated',
    staleTime: 30_000,
  });
  return { me: status === 'authenticated' ? (query.data ?? null) : null, isLoading: status === 'loading' || query.isLoading, refetch: query.refetch };
}

/**
 * Keeps the header's cart count (`Me.cartItemCount`) in step with a cart answer: the market calls it with the cart's
 * `totalQuantity` after each change, so the header shows the new count without asking for the member again.
 */
export function setMeCartItemCount(queryClient: QueryClient, cartItemCount: number) {
  queryClient.setQueriesData<Me | null>({ queryKey: ME_QUERY_KEY }, (me) => (me ? { ...me, cartItemCount } : me));
}
