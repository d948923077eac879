import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STAFF_API, auditPageSchema, type AuditAction } from 'shared-contract';
import { apiGet, apiQueryKey } from 'shared-session';

export const AUDIT_PAGE_SIZE = 20;

export type AuditFilters = { action?: AuditAction; actorId?: number; targetType?: string; targetId?: string };
export type AuditPageParams = AuditFilters & { page: number; size: number };

export const auditPageQueryKey = (query: AuditPageParams) => apiQueryKey(STAFF_API.audit, query);

export const getAuditPage = (query: AuditPageParams) => apiGet(STAFF_API.audit, auditPageSchema, query);

/** `GET /api/admin/audit`: the staff audit log, newest first, filtered and paged. */
export const useAuditPage = (query: AuditPageParams) =>
  useQuery({
    queryKey: auditPageQueryKey(query),
    queryFn: () => getAuditPage(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
