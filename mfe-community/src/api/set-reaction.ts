import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_API, reactionStateSchema, type CommunityTargetType, type ReactionState } from 'shared-contract';
import { apiSend } from 'shared-session';
import { patchComment, patchPost, restore, snapshot, type CacheSnapshot } from './post-cache';
import { communityKeys } from './query-keys';

export type ReactionTarget = { targetType: CommunityTargetType; targetId: number };

/** `PUT /api/board/reaction/:targetType/:targetId { liked }`: sets the caller's like (idempotent); answers the exact count. */
export const setReaction = ({ targetType, targetId, liked }: ReactionTarget & { liked: boolean }) =>
  apiSend('put', COMMUNITY_API.reaction(targetType, targetId), reactionStateSchema, { liked });

const apply = (queryClient: ReturnType<typeof useQueryClient>, { targetType, targetId }: ReactionTarget, state: ReactionState) => {
  const patch = <T extends { liked: boolean; likeCount: number }>(item: T): T => ({ ...item, ...state });
  if (targetType === 'post') patchPost(queryClient, targetId, patch);
  else patchComment(queryClient, targetId, patch);
};

/**
 * The like toggle: the cached post or comment changes at once (optimistic), the answer's exact count replaces the
 * guess, and a refusal puts everything back as it was.
 */
export function useSetReaction(target: ReactionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ liked }: { liked: boolean; likeCount: number }) => setReaction({ ...target, liked }),
    onMutate: async ({ liked, likeCount }): Promise<{ saved: CacheSnapshot }> => {
      const keys = [communityKeys.feeds(), communityKeys.posts(), communityKeys.allComments()];
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const saved = snapshot(queryClient, keys);
      apply(queryClient, target, { liked, likeCount });
      return { saved };
    },
    onError: (_error, _variables, context) => {
      if (context) restore(queryClient, context.saved);
    },
    onSuccess: (state) => apply(queryClient, target, state),
  });
}
