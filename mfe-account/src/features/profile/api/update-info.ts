import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, meSchema, type Me, type UpdateInfoInput } from 'shared-contract';
import { apiSend, ME_QUERY_KEY } from 'shared-session';

/** `PATCH /api/user/info`: the nickname and/or the mail agreement; answers the updated member. */
export const updateInfo = (input: UpdateInfoInput) => apiSend('patch', API.userInfo, meSchema, input);

/** Every `useMe()` reader (the header too) gets the member the api answered. */
export function usePutMe() {
  const queryClient = useQueryClient();
  return (me: Me) => queryClient.setQueriesData<Me | null>({ queryKey: ME_QUERY_KEY }, me);
}

export function useUpdateInfo() {
  const putMe = usePutMe();
  return useMutation({ mutationFn: updateInfo, onSuccess: putMe });
}
