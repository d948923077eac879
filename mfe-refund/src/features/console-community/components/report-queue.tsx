import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, type ReportGroup, type ReportStatus } from 'shared-contract';
import { EmptyState, ErrorState, formatKst, mq, Skeleton, theme, useLocalized, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { cellNoteStyle, fieldStyle, filterBarStyle, inputStyle, rowButtonStyle, tableStyle } from '../../../console-kit/components/console-styles';
import { Pager } from '../../../console-kit/components/pager';
import { useReturnFocus } from '../../../console-kit/hooks/use-return-focus';
import { personWithEmail } from '../../../console-kit/utils/staff-ref';
import { REPORT_PAGE_SIZE, useReportGroups } from '../api/get-report-groups';
import { targetParam } from '../utils/community-params';
import { banUntil, targetLabel } from './labels';
import { ViewPanel } from './view-panel';

export const reportRowButtonId = (id: string) => `community-report-open-${id.replace(':', '-')}`;

type Props = {
  status: ReportStatus;
  page: number;
  onStatus: (status: ReportStatus) => void;
  onPage: (page: number) => void;
  /** Opens a report group (`post:12`). */
  onOpen: (id: string) => void;
  returnFocusTo: string | null;
};

const markStyle = css`
  display: inline-block;
  margin-right: 6px;
  padding: 0 6px;
  border-radius: 999px;
  border: 1px solid ${theme.colors.gray500};
  font-size: 12px;
  font-weight: 700;
  color: ${theme.colors.gray900};
`;

/** The status filter and the report groups: one row per reported post or comment (a card under 601 px). */
export function ReportQueue({ status, page, onStatus, onPage, onOpen, returnFocusTo }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const groups = useReportGroups({ status, page, size: REPORT_PAGE_SIZE });
  const hasRows = (groups.data?.items.length ?? 0) > 0;

  useReturnFocus(returnFocusTo === null ? null : reportRowButtonId(returnFocusTo), hasRows);

  const column = {
    target: t('community.reports.columns.target'),
    project: t('community.reports.columns.project'),
    author: t('community.reports.columns.author'),
    excerpt: t('community.reports.columns.excerpt'),
    count: t('community.reports.columns.count'),
    reasons: t('community.reports.columns.reasons'),
    first: t('community.reports.columns.first'),
    last: t('community.reports.columns.last'),
    ban: t('community.reports.columns.ban'),
  };

  const reasons = (group: ReportGroup) =>
    group.reasons.map((entry) => t('community.reasonCount', { reason: t(`community.reasons.${entry.reason}`), n: entry.count })).join(' · ');

  let body;
  if (groups.isPending) body = <Skeleton height={240} />;
  else if (groups.isError) body = <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />;
  else if (groups.data.items.length === 0) body = <EmptyState title={t(`community.reports.empty.${status}`)} data-testid="community-reports-empty" />;
  else {
    const { items, size, total } = groups.data;
    body = (
      <div
        css={css`
          display: grid;
          gap: 12px;
          opacity: ${groups.isPlaceholderData ? 0.6 : 1};
        `}
        aria-busy={groups.isFetching}
      >
        {/* Nine columns: between 601 px and a wide screen the table scrolls sideways (focusable to scroll by keyboard). */}
        <div
          role="region"
          aria-label={t('community.reports.caption', { count: total })}
          tabIndex={0}
          css={css`
            min-width: 0;
            ${mq.desktop} {
              overflow-x: auto;
            }
            &:focus-visible {
              outline: 3px solid ${theme.colors.focus};
              outline-offset: 2px;
            }
          `}
        >
          <table
            css={[
              tableStyle,
              css`
                ${mq.desktop} {
                  min-width: 880px;
                }
              `,
            ]}
            data-testid="community-reports"
          >
            <caption>{t('community.reports.caption', { count: total })}</caption>
            <thead>
              <tr>
                <th scope="col">{column.target}</th>
                <th scope="col">{column.project}</th>
                <th scope="col">{column.author}</th>
                <th scope="col">{column.excerpt}</th>
                <th scope="col" className="num">
                  {column.count}
                </th>
                <th scope="col">{column.reasons}</th>
                <th scope="col">{column.first}</th>
                <th scope="col">{column.last}</th>
                <th scope="col">{column.ban}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((group) => {
                const id = targetParam(group);
                const label = targetLabel(t, group.targetType, group.targetId);
                return (
                  <tr key={id} data-testid="community-report-row">
                    <th scope="row" data-label={column.target}>
                      <button
                        type="button"
                        id={reportRowButtonId(id)}
                        onClick={() => onOpen(id)}
                        aria-label={t('community.reports.open', { target: label })}
                        css={rowButtonStyle}
                      >
                        {label}
                      </button>
                    </th>
                    <td data-label={column.project}>{localized(group.projectTitle)}</td>
                    <td data-label={column.author}>
                      {personWithEmail(group.author)}
                      <span css={cellNoteStyle}>{t('community.memberId', { id: group.author.id })}</span>
                    </td>
                    <td data-label={column.excerpt}>
                      {group.deleted ? (
                        <span css={markStyle}>{t('community.reports.deletedMark')}</span>
                      ) : group.hidden ? (
                        <span css={markStyle}>{t('community.reports.hiddenMark')}</span>
                      ) : null}
                      {group.excerpt}
                    </td>
                    <td className="num" data-label={column.count}>
                      {group.reportCount}
                    </td>
                    <td data-label={column.reasons}>{reasons(group)}</td>
                    <td data-label={column.first}>
                      <time dateTime={group.firstReportedAt}>{formatKst(group.firstReportedAt, 'dateMinute', language)}</time>
                    </td>
                    <td data-label={column.last}>
                      <time dateTime={group.lastReportedAt}>{formatKst(group.lastReportedAt, 'dateMinute', language)}</time>
                    </td>
                    <td data-label={column.ban}>{group.authorBan ? banUntil(t, group.authorBan, language) : t('console.common.none')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pager page={page} size={size} total={total} onPage={onPage} label={t('community.reports.pages')} />
      </div>
    );
  }

  return (
    <ViewPanel title={t('community.reports.title')}>
      <form
        role="search"
        aria-label={t('community.reports.filtersLabel')}
        onSubmit={(event) => event.preventDefault()}
        css={[
          filterBarStyle,
          css`
            ${mq.desktop} {
              grid-template-columns: minmax(160px, 260px);
            }
          `,
        ]}
      >
        <label css={fieldStyle}>
          {t('community.reports.status')}
          <select value={status} onChange={(event) => onStatus(event.target.value as ReportStatus)} css={inputStyle} data-testid="community-report-status">
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`community.statuses.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {body}
    </ViewPanel>
  );
}
