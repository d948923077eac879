import type { QueryClient } from '@tanstack/react-query';
import { communityKeys } from '../../../api/query-keys';

/** After a comment changes: its post's comments, and the post's comment count wherever it shows. */
export const refreshComments = (queryClient: QueryClient, postId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) }),
    queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) }),
    queryClient.invalidateQueries({ queryKey: communityKeys.feeds(), refetchType: 'none' }),
  ]);
