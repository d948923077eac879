import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_API, type LikeStatus, type LikeTarget } from 'shared-contract';
import { apiGet, apiSend, unchecked, useSessionStore } from 'shared-session';
import { schema } from '../../../api/lazy-schema';

/** Keyed by who asks too: "liked by me" changes on sign-in and sign-out. */
export const likeStatusQueryKey = (target: LikeTarget, userId: number | null) => ['like', target.targetType, target.targetId, userId] as const;

export const likeStatusQueryOptions = (target: LikeTarget, userId: number | null) =>
  queryOptions({
    queryKey: likeStatusQueryKey(target, userId),
    queryFn: () => apiGet(SHOP_API.likeStatus, unchecked<LikeStatus>(), { ...target }),
  });

export function useLikeStatus(target: LikeTarget) {
  const status = useSessionStore((state) => state.status);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return useQuery({ ...likeStatusQueryOptions(target, userId), enabled: status !== 'loading' });
}

/** Likes or unlikes at once on screen (optimistic), then keeps the server's answer; rolls back on failure. */
export function useToggleLike(target: LikeTarget) {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const key = likeStatusQueryKey(target, userId);
  return useMutation({
    mutationFn: (liked: boolean) => apiSend('post', SHOP_API.like, schema('likeStatusSchema'), { ...target, liked }),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LikeStatus>(key);
      if (previous) {
        queryClient.setQueryData<LikeStatus>(key, {
          ...previous,
          liked,
          count: Math.max(0, previous.count + (liked === previous.liked ? 0 : liked ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (_error, _liked, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (status) => queryClient.setQueryData(key, status),
  });
}
