import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API, type CommunityProfileInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { profileAnswerSchema } from '../../../api/answers';
import { communityKeys } from '../../../api/query-keys';

/** `PUT /api/board/profile { nickname, image }`: null nickname shows the account's; null image shows the initial. */
export const saveProfile = (input: CommunityProfileInput) => apiSend('put', COMMUNITY_API.profile, profileAnswerSchema, input);

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async () => {
      // Posts and comments show the new name and picture the next time they load.
      for (const queryKey of [communityKeys.feeds(), communityKeys.posts(), communityKeys.allComments()]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
      await queryClient.invalidateQueries({ queryKey: communityKeys.profile() });
    },
  });
}
