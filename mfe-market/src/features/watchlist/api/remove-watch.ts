import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WATCH_API } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';
import { watchlistQueryKey } from './get-watchlist';

export const removeWatch = (id: number) => apiSend('delete', WATCH_API.one(id), schema('watchRemoveResultSchema'));

/** Removes a watch (`DELETE /api/watchlist/{id}`); the watchlist is read again after it. */
export const useRemoveWatch = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeWatch, onSettled: () => client.invalidateQueries({ queryKey: watchlistQueryKey }) });
};
