import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API, deletedSchema } from 'shared-contract';
import { apiSend } from 'shared-session';
import { refreshComments } from './refresh-comments';

/** `DELETE /api/board/comments/:commentId`: the author (or an admin) deletes it; one with replies stays as a placeholder. */
export const deleteComment = (commentId: number) => apiSend('delete', COMMUNITY_API.comment(commentId), deletedSchema);

export function useDeleteComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteComment, onSuccess: () => refreshComments(queryClient, postId) });
}
