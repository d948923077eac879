import { useQuery } from '@tanstack/react-query';
import { WATCH_API, type WatchList } from 'shared-contract';
import { apiGet, unchecked } from 'shared-session';

export const watchlistQueryKey = ['market', 'watchlist'] as const;

/** The signed-in member's watches with the market now (`GET /api/watchlist`); read again on every visit (listings move floors). */
export const useWatchlist = (enabled = true) =>
  useQuery({ queryKey: watchlistQueryKey, queryFn: () => apiGet(WATCH_API.list, unchecked<WatchList>()), enabled, staleTime: 0 });
