import { useQuery } from '@tanstack/react-query';
import { likeListSchema, SHOP_API } from 'shared-contract';
import { apiGet } from 'shared-session';
import { cabinetQueryRoot } from './cabinet-headers';

/** The member's liked KEYs and projects, newest first (the existing like list). */
export const useMyLikes = (userId: number | null) =>
  useQuery({ queryKey: [...cabinetQueryRoot(userId), 'likes'], queryFn: () => apiGet(SHOP_API.like, likeListSchema), enabled: userId !== null, staleTime: 0 });
