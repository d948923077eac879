import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API } from 'shared-contract';
import { apiSend } from 'shared-session';
import { commentAnswerSchema } from '../../../api/answers';
import { refreshComments } from './refresh-comments';

/** `PATCH /api/board/comments/:commentId { body }`: the author edits the comment. */
export const editComment = ({ commentId, body }: { commentId: number; body: string }) =>
  apiSend('patch', COMMUNITY_API.comment(commentId), commentAnswerSchema, { body });

export function useEditComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editComment, onSuccess: () => refreshComments(queryClient, postId) });
}
