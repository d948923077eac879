import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WATCH_API, type WatchCreateRequest } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';
import { watchlistQueryKey } from './get-watchlist';

export const addWatch = (request: WatchCreateRequest) => apiSend('post', WATCH_API.list, schema('watchSchema'), request);

/** Watches a KEY design or a project (`POST /api/watchlist`); the watchlist is read again after it. */
export const useAddWatch = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: addWatch, onSettled: () => client.invalidateQueries({ queryKey: watchlistQueryKey }) });
};
