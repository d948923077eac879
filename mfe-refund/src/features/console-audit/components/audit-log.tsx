import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, errorMessage, type AuditEntry } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, EmptyState, ErrorState, formatKst, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ActionResult, type ActionOutcome } from '../../../console-kit/components/action-result';
import {
  actionsRowStyle,
  fieldStyle,
  filterBarStyle,
  inputStyle,
  sectionStyle,
  sectionTitleStyle,
  tableStyle,
} from '../../../console-kit/components/console-styles';
import { Pager } from '../../../console-kit/components/pager';
import { useConsoleParams } from '../../../console-kit/hooks/use-console-params';
import { useExportAuditCsv } from '../api/export-audit-csv';
import { useAuditPage, type AuditPageParams } from '../api/get-audit-page';
import { auditParamsFrom, summarizeDetails } from '../utils/audit-params';

type Draft = { action: string; actorId: string; targetType: string; targetId: string };

const draftOf = (query: AuditPageParams): Draft => ({
  action: query.action ?? '',
  actorId: query.actorId === undefined ? '' : String(query.actorId),
  targetType: query.targetType ?? '',
  targetId: query.targetId ?? '',
});

/** The staff audit log: every staff action and every view of bank details; filtered, paged, exportable as CSV. */
export function AuditLog() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { params, update } = useConsoleParams();
  const query = auditParamsFrom(params);
  const { page: _page, size: _size, ...filters } = query;
  const log = useAuditPage(query);
  const exportCsv = useExportAuditCsv();
  const [draft, setDraft] = useState<Draft>(() => draftOf(query));
  const [result, setResult] = useState<ActionOutcome | null>(null);
  const filterKey = JSON.stringify(filters);

  // Back/forward to other filters: the form shows them.
  useEffect(() => setDraft(draftOf(JSON.parse(filterKey) as AuditPageParams)), [filterKey]);
  const field = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  const save = () =>
    exportCsv.mutate(filters, {
      onSuccess: (name) => setResult({ tone: 'success', text: t('console.audit.exported', { name }) }),
      onError: (error) => setResult({ tone: 'error', text: error instanceof ApiError ? error.message : errorMessage('TEMPORARY_ERROR', language) }),
    });

  return (
    <section aria-labelledby="audit-title" css={sectionStyle}>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 12px;
          align-items: center;
          justify-content: space-between;
        `}
      >
        <h2 id="audit-title" css={sectionTitleStyle}>
          {t('console.audit.title')}
        </h2>
        <Button variant="secondary" onClick={save} disabled={exportCsv.isPending} data-testid="audit-export">
          {t('console.audit.export')}
        </Button>
      </div>
      <form
        role="search"
        aria-label={t('console.audit.filtersLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          update({ ...draft, actorId: /^\d+$/.test(draft.actorId.trim()) ? draft.actorId.trim() : null, page: null }, { replace: true });
        }}
        css={filterBarStyle}
      >
        <label css={fieldStyle}>
          {t('console.audit.action')}
          <select css={inputStyle} {...field('action')}>
            <option value="">{t('console.common.all')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`console.audit.actions.${action}`)}
              </option>
            ))}
          </select>
        </label>
        <label css={fieldStyle}>
          {t('console.audit.actorId')}
          <input type="text" inputMode="numeric" pattern="[0-9]*" maxLength={10} css={inputStyle} {...field('actorId')} />
        </label>
        <label css={fieldStyle}>
          {t('console.audit.targetType')}
          <input type="text" maxLength={40} placeholder="refund_request" css={inputStyle} {...field('targetType')} />
        </label>
        <label css={fieldStyle}>
          {t('console.audit.targetId')}
          <input type="text" maxLength={40} css={inputStyle} {...field('targetId')} />
        </label>
        <span css={actionsRowStyle}>
          <Button type="submit">{t('console.audit.apply')}</Button>
          <Button variant="ghost" onClick={() => update({ action: null, actorId: null, targetType: null, targetId: null, page: null }, { replace: true })}>
            {t('console.audit.clear')}
          </Button>
        </span>
      </form>
      <ActionResult result={result} data-testid="audit-result" />
      {log.isPending ? (
        <Skeleton height={240} />
      ) : log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <EmptyState title={t('console.audit.empty')} />
      ) : (
        <div
          css={css`
            display: grid;
            gap: 12px;
          `}
          aria-busy={log.isFetching}
        >
          <AuditTable entries={log.data.items} total={log.data.total} />
          <Pager page={log.data.page} size={log.data.size} total={log.data.total} onPage={(page) => update({ page })} label={t('console.audit.pages')} />
        </div>
      )}
    </section>
  );
}

function AuditTable({ entries, total }: { entries: AuditEntry[]; total: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const column = {
    at: t('console.audit.columns.at'),
    actor: t('console.audit.columns.actor'),
    action: t('console.audit.columns.action'),
    target: t('console.audit.columns.target'),
    details: t('console.audit.columns.details'),
  };
  return (
    <table css={tableStyle} data-testid="audit-log">
      <caption>{t('console.audit.caption', { count: total })}</caption>
      <thead>
        <tr>
          <th scope="col">{column.at}</th>
          <th scope="col">{column.actor}</th>
          <th scope="col">{column.action}</th>
          <th scope="col">{column.target}</th>
          <th scope="col">{column.details}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const summary = summarizeDetails(entry.details);
          return (
            <tr key={entry.id} data-testid="audit-entry">
              <td data-label={column.at}>
                <time dateTime={entry.at}>{formatKst(entry.at, 'dateTime', language)}</time>
              </td>
              <td data-label={column.actor}>
                {entry.actor.email ?? entry.actor.nickname ?? `#${entry.actor.id}`}
                <span
                  css={css`
                    display: block;
                    font-size: 12px;
                    color: ${theme.colors.gray600};
                  `}
                >
                  {t(`console.roles.${entry.actor.role}`)} · {t('console.common.memberId', { id: entry.actor.id })}
                </span>
              </td>
              <td data-label={column.action}>{t(`console.audit.actions.${entry.action}`)}</td>
              <td data-label={column.target}>
                {entry.targetType} #{entry.targetId}
              </td>
              <td data-label={column.details}>
                {summary.cut ? (
                  <details>
                    <summary
                      css={css`
                        cursor: pointer;
                        min-height: 44px;
                      `}
                    >
                      {summary.text}
                    </summary>
                    <pre
                      css={css`
                        margin: 8px 0 0;
                        white-space: pre-wrap;
                        overflow-wrap: anywhere;
                        font-size: 12px;
                      `}
                    >
                      {JSON.stringify(entry.details, null, 2)}
                    </pre>
                  </details>
                ) : (
                  summary.text || t('console.common.none')
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
