import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CABINET_API, cabinetArrangeResultSchema, type Cabinet } from 'shared-contract';
import { apiSend } from 'shared-session';
import { withCabinetToken } from './cabinet-headers';
import { changeCachedCabinet } from './update-cabinet-cache';

/** `PUT /api/cabinet/arrange`: every KEY of the member, first to last. */
export const arrangeKeys = (token: string, keyItemIds: number[]) =>
  apiSend('put', CABINET_API.arrange, cabinetArrangeResultSchema, { keyItemIds }, withCabinetToken(token));

/** The cabinet in the given order (groups keep their places; a KEY moves inside its project). */
export function inOrder(cabinet: Cabinet, keyItemIds: number[]): Cabinet {
  const place = new Map(keyItemIds.map((id, index) => [id, index]));
  const rank = (id: number) => place.get(id) ?? Number.MAX_SAFE_INTEGER;
  return {
    ...cabinet,
    groups: cabinet.groups.map((group) => ({
      ...group,
      items: [...group.items].sort((a, b) => rank(a.keyItemId) - rank(b.keyItemId)).map((item) => ({ ...item, position: place.get(item.keyItemId) ?? null })),
    })),
  };
}

/** Saves a new order; the grid shows it at once and goes back if the server refuses. */
export function useArrangeKeys(userId: number | null, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyItemIds: number[]) => arrangeKeys(token, keyItemIds),
    onMutate: (keyItemIds) => changeCachedCabinet(queryClient, userId, (cabinet) => inOrder(cabinet, keyItemIds)),
    onError: (_error, _ids, context) => context?.restore(),
  });
}
