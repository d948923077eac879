import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_API, reportTargetSchema, type CommunityTargetType } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const reportTargetQueryKey = (targetType: CommunityTargetType, targetId: number) => apiQueryKey(COMMUNITY_API.adminReportTarget(targetType, targetId));

export const getReportTarget = (targetType: CommunityTargetType, targetId: number) =>
  apiGet(COMMUNITY_API.adminReportTarget(targetType, targetId), reportTargetSchema);

/** `GET /api/admin/community/reports/:targetType/:targetId` (support, admin): the content in full and every report. */
export const useReportTarget = (targetType: CommunityTargetType, targetId: number) =>
  useQuery({
    queryKey: reportTargetQueryKey(targetType, targetId),
    queryFn: () => getReportTarget(targetType, targetId),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
