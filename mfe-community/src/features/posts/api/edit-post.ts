import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API, type PostInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { postAnswerSchema } from '../../../api/answers';
import { communityKeys } from '../../../api/query-keys';

/** `PATCH /api/board/posts/:postId { body }`: the author edits the text (the api splits it into segments again). */
export const editPost = ({ postId, values }: { postId: number; values: PostInput }) => apiSend('patch', COMMUNITY_API.post(postId), postAnswerSchema, values);

export function useEditPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPost,
    onSuccess: async (_answer, { postId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.feeds() }),
        queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) }),
        queryClient.invalidateQueries({ queryKey: communityKeys.myPosts() }),
      ]);
    },
  });
}
