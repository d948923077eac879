import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POPUP_API, type ActivePopups } from 'shared-contract';
import { apiSend } from 'shared-session';
import { schema } from '../../../api/lazy-schema';
import { activePopupsQueryKey } from './get-active-popups';

/** `POST /api/event/popup/provided/:id` (member): the popup's reward, once per member (a KEY waiting on /reveal, or a ticket). */
export const claimPopupReward = (popupId: number) => apiSend('post', POPUP_API.provided(popupId), schema('popupClaimSchema'));

/** A claim marks the popup claimed in the cached list at once (a refusal leaves it to the next read). */
export function useClaimPopupReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPopupReward,
    onSuccess: (claim) =>
      queryClient.setQueryData<ActivePopups>(activePopupsQueryKey, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === claim.popupId ? { ...item, claimed: true } : item)) } : list,
      ),
  });
}
