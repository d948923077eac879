import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API } from 'shared-contract';
import { apiSend } from 'shared-session';
import { postAnswerSchema } from '../../../api/answers';
import { communityKeys } from '../../../api/query-keys';

/** `PUT /api/board/posts/:postId/pin { pinned }` (admin): pins the post as a notice, or unpins it. */
export const pinPost = ({ postId, pinned }: { postId: number; pinned: boolean }) => apiSend('put', COMMUNITY_API.pin(postId), postAnswerSchema, { pinned });

export function usePinPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinPost,
    onSuccess: async (_answer, { postId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.feeds() }),
        queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) }),
      ]);
    },
  });
}
