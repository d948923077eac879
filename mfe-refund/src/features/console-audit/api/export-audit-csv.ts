import { useMutation } from '@tanstack/react-query';
import { STAFF_API } from 'shared-contract';
import { downloadFile } from '../../../console-kit/utils/download-file';
import type { AuditFilters } from './get-audit-page';

/** `GET /api/admin/audit/csv` with the same filters: the whole filtered log as a file (the export is audited too). */
export const exportAuditCsv = (filters: AuditFilters) => downloadFile(STAFF_API.auditCsv, `audit-${new Date().toISOString().slice(0, 10)}.csv`, filters);

export const useExportAuditCsv = () => useMutation({ mutationFn: exportAuditCsv });
