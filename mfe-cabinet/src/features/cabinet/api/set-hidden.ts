import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CABINET_API, cabinetPrefSchema, type CabinetHiddenRequest } from 'shared-contract';
import { apiSend } from 'shared-session';
import { withCabinetToken } from './cabinet-headers';
import { changeCachedCabinet, changeKey } from './update-cabinet-cache';

/** `PUT /api/cabinet/hidden`. */
export const setHidden = (token: string, request: CabinetHiddenRequest) =>
  apiSend('put', CABINET_API.hidden, cabinetPrefSchema, request, withCabinetToken(token));

/** Hides or shows a KEY at once on screen; rolled back if the server refuses. */
export function useSetHidden(userId: number | null, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CabinetHiddenRequest) => setHidden(token, request),
    onMutate: (request) =>
      changeCachedCabinet(queryClient, userId, (cabinet) => changeKey(cabinet, request.keyItemId, (key) => ({ ...key, hidden: request.hidden }))),
    onError: (_error, _request, context) => context?.restore(),
  });
}
