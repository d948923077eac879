import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API, type CommentInput } from 'shared-contract';
import { apiSend } from 'shared-session';
import { commentAnswerSchema } from '../../../api/answers';
import { refreshComments } from './refresh-comments';

/** `POST /api/board/posts/:postId/comments { body, parentId? }`: a comment, or a reply to a top-level comment. */
export const createComment = ({ postId, values }: { postId: number; values: CommentInput }) =>
  apiSend('post', COMMUNITY_API.comments(postId), commentAnswerSchema, values);

export function useCreateComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createComment, onSuccess: () => refreshComments(queryClient, postId) });
}
