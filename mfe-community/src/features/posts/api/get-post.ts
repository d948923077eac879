import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_API, communityPostSchema } from 'shared-contract';
import { apiGet } from 'shared-session';
import { communityKeys } from '../../../api/query-keys';

/** `GET /api/board/posts/:postId`. */
export const fetchPost = (postId: number) => apiGet(COMMUNITY_API.post(postId), communityPostSchema);

export const usePost = (postId: number) => useQuery({ queryKey: communityKeys.post(postId), queryFn: () => fetchPost(postId), staleTime: 0 });
