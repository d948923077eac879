import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API, deletedSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { communityKeys } from '../../../api/query-keys';

/** `DELETE /api/board/posts/:postId`: the author (or an admin) deletes the post. */
export const deletePost = (postId: number) => apiSend('delete', COMMUNITY_API.post(postId), deletedSchema);

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_answer, postId) => {
      queryClient.removeQueries({ queryKey: communityKeys.post(postId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.feeds() }),
        queryClient.invalidateQueries({ queryKey: communityKeys.list() }),
        queryClient.invalidateQueries({ queryKey: communityKeys.myPosts() }),
      ]);
    },
  });
}
