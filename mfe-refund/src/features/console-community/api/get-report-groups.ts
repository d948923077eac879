import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COMMUNITY_API, reportGroupPageSchema, type ReportStatus } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const REPORT_PAGE_SIZE = 20;

export type ReportGroupsQuery = { status: ReportStatus; page: number; size: number };

export const reportGroupsQueryKey = (query: ReportGroupsQuery) => apiQueryKey(COMMUNITY_API.adminReports, query);

export const getReportGroups = (query: ReportGroupsQuery) => apiGet(COMMUNITY_API.adminReports, reportGroupPageSchema, query);

/** `GET /api/admin/community/reports?status=&page=&size=` (support, admin): reports grouped by target, open ones oldest first. */
export const useReportGroups = (query: ReportGroupsQuery) =>
  useQuery({
    queryKey: reportGroupsQueryKey(query),
    queryFn: () => getReportGroups(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
