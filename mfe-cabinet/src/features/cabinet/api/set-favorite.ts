import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CABINET_API, cabinetPrefSchema, type CabinetFavoriteRequest } from 'shared-contract';
import { apiSend } from 'shared-session';
import { withCabinetToken } from './cabinet-headers';
import { changeCachedCabinet, changeKey } from './update-cabinet-cache';

/** `PUT /api/cabinet/favorite`. */
export const setFavorite = (token: string, request: CabinetFavoriteRequest) =>
  apiSend('put', CABINET_API.favorite, cabinetPrefSchema, request, withCabinetToken(token));

/** Stars or unstars a KEY at once on screen; rolled back if the server refuses. */
export function useSetFavorite(userId: number | null, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CabinetFavoriteRequest) => setFavorite(token, request),
    onMutate: (request) =>
      changeCachedCabinet(queryClient, userId, (cabinet) => changeKey(cabinet, request.keyItemId, (key) => ({ ...key, favorite: request.favorite }))),
    onError: (_error, _request, context) => context?.restore(),
  });
}
