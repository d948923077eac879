import { AUDIT_ACTIONS } from 'shared-contract';
import { enumParam, intParam } from '../../../console-kit/hooks/use-console-params';
import { AUDIT_PAGE_SIZE, type AuditPageParams } from '../api/get-audit-page';

const text = (params: URLSearchParams, key: string) => {
  const value = params.get(key)?.trim().slice(0, 40);
  return value ? value : undefined;
};

/** The audit log's filters and page as the URL holds them (`?section=audit&action=REFUND_APPROVE&actorId=3`). */
export const auditParamsFrom = (params: URLSearchParams): AuditPageParams => ({
  page: intParam(params, 'page') ?? 1,
  size: AUDIT_PAGE_SIZE,
  action: enumParam(params, 'action', AUDIT_ACTIONS),
  actorId: intParam(params, 'actorId'),
  targetType: text(params, 'targetType'),
  targetId: text(params, 'targetId'),
});

/** An entry's details in one line (`key: value · ...`), cut at `max` characters. */
export function summarizeDetails(details: Record<string, unknown>, max = 120): { text: string; cut: boolean } {
  const full = Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
  return full.length > max ? { text: `${full.slice(0, max - 1)}…`, cut: true } : { text: full, cut: false };
}
