import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { banPageSchema, COMMUNITY_API } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const BAN_PAGE_SIZE = 20;

/** `active: 'true'` for the bans in force only; without it every ban. */
export type BansQuery = { active?: 'true'; page: number; size: number };

export const bansQueryKey = (query: BansQuery) => apiQueryKey(COMMUNITY_API.adminBans, query);

export const getBans = (query: BansQuery) => apiGet(COMMUNITY_API.adminBans, banPageSchema, query);

/** `GET /api/admin/community/bans?active=&page=&size=` (support, admin). */
export const useBans = (query: BansQuery) =>
  useQuery({ queryKey: bansQueryKey(query), queryFn: () => getBans(query), placeholderData: keepPreviousData, staleTime: 10_000, refetchOnWindowFocus: true });
