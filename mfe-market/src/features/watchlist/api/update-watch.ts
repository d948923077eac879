import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WATCH_API } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';
import { watchlistQueryKey } from './get-watchlist';

export const updateWatch = ({ id, maxPriceGold }: { id: number; maxPriceGold: number | null }) =>
  apiSend('patch', WATCH_API.one(id), schema('watchSchema'), { maxPriceGold });

/** Changes a watch's alert price (`PATCH /api/watchlist/{id}`); the watchlist is read again after it. */
export const useUpdateWatch = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateWatch, onSettled: () => client.invalidateQueries({ queryKey: watchlistQueryKey }) });
};
