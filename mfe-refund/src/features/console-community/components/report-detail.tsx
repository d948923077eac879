import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { communityPaths, type ReportTarget } from 'shared-contract';
import { ErrorState, formatKst, mq, noticeStyle, Skeleton, theme, useLocalized, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { factsStyle, memberTextStyle, subTitleStyle, tableStyle } from '../../../console-kit/components/console-styles';
import { DetailHeader } from '../../../console-kit/components/detail-header';
import { personLabel, personWithEmail } from '../../../console-kit/utils/staff-ref';
import { useReportTarget } from '../api/get-report-target';
import type { TargetRef } from '../utils/community-params';
import { ReportStatusBadge } from './badges';
import { banUntil, memberLine, targetLabel } from './labels';
import { ModerationActions } from './moderation-actions';

const columnsStyle = css`
  display: grid;
  gap: 20px;
  min-width: 0;
  ${mq.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const blockStyle = css`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

/** One reported post or comment: the content in full with its images, every report, and what staff may do. */
export function ReportDetail({ target, onBack }: { target: TargetRef; onBack: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const detail = useReportTarget(target.targetType, target.targetId);
  const label = targetLabel(t, target.targetType, target.targetId);

  return (
    <article aria-labelledby="community-report-title" css={blockStyle} data-testid="community-report-detail">
      <DetailHeader
        titleId="community-report-title"
        level={3}
        title={t('community.detail.title', { target: label })}
        titleCss={css`
          font-size: 18px;
        `}
        backLabel={t('community.detail.back')}
        onBack={onBack}
      />
      {detail.isPending ? (
        <Skeleton height={320} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <DetailBody detail={detail.data} target={target} />
      )}
    </article>
  );
}

function DetailBody({ detail, target }: { detail: ReportTarget; target: TargetRef }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const none = t('console.common.none');
  const column = {
    reporter: t('community.detail.reportColumns.reporter'),
    reason: t('community.detail.reportColumns.reason'),
    detail: t('community.detail.reportColumns.detail'),
    at: t('community.detail.reportColumns.at'),
    status: t('community.detail.reportColumns.status'),
  };
  return (
    <div css={columnsStyle}>
      <div css={blockStyle}>
        <dl css={factsStyle} data-testid="community-report-facts">
          <dt>{t('community.detail.status')}</dt>
          <dd>
            <ReportStatusBadge status={detail.status} />
          </dd>
          <dt>{t('community.detail.project')}</dt>
          <dd>{localized(detail.projectTitle)}</dd>
          <dt>{t('community.detail.author')}</dt>
          <dd>{memberLine(t, detail.author)}</dd>
          <dt>{t('community.detail.posted')}</dt>
          <dd>
            <time dateTime={detail.createdAt}>{formatKst(detail.createdAt, 'dateTime', language)}</time>
          </dd>
          <dt>{t('community.detail.reportCount')}</dt>
          <dd>{detail.reportCount}</dd>
          <dt>{t('community.detail.authorBan')}</dt>
          <dd data-testid="community-report-author-ban">
            {detail.authorBan ? `${banUntil(t, detail.authorBan, language)} · ${detail.authorBan.reason}` : none}
          </dd>
        </dl>

        <h4 css={subTitleStyle}>{t('community.detail.content')}</h4>
        {detail.deleted ? <p css={noticeStyle('info')}>{t('community.detail.contentDeleted')}</p> : null}
        {detail.hidden && !detail.deleted ? <p css={noticeStyle('info')}>{t('community.detail.contentHidden')}</p> : null}
        <p css={memberTextStyle} data-testid="community-report-body">
          {detail.body}
        </p>
        {detail.images.length > 0 ? (
          <>
            <h4 css={subTitleStyle}>{t('community.detail.images')}</h4>
            <ul
              css={css`
                list-style: none;
                margin: 0;
                padding: 0;
                display: grid;
                gap: 8px;
                grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
              `}
            >
              {detail.images.map((image, index) => (
                <li key={image.url}>
                  <a
                    href={image.url}
                    target="_blank"
                    rel="noreferrer"
                    css={css`
                      display: block;
                      &:focus-visible {
                        outline: 3px solid ${theme.colors.focus};
                        outline-offset: 2px;
                      }
                    `}
                  >
                    <img
                      src={image.url}
                      alt={t('community.detail.image', { n: index + 1 })}
                      loading="lazy"
                      css={css`
                        display: block;
                        width: 100%;
                        aspect-ratio: 1;
                        object-fit: cover;
                        border-radius: ${theme.radius.sm}px;
                        background: ${theme.colors.gray100};
                      `}
                    />
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {!detail.deleted ? (
          <Link
            to={communityPaths.post(detail.projectId, detail.postId)}
            css={css`
              justify-self: start;
              display: inline-flex;
              align-items: center;
              min-height: 44px;
              color: ${theme.colors.gray900};
              font-weight: 600;
              text-underline-offset: 3px;
            `}
          >
            {t('community.detail.viewInCommunity')}
          </Link>
        ) : null}

        <table css={tableStyle} data-testid="community-report-entries">
          <caption>{t('community.detail.reportsCaption', { count: detail.reports.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{column.reporter}</th>
              <th scope="col">{column.reason}</th>
              <th scope="col">{column.detail}</th>
              <th scope="col">{column.at}</th>
              <th scope="col">{column.status}</th>
            </tr>
          </thead>
          <tbody>
            {detail.reports.map((report) => (
              <tr key={report.id} data-testid="community-report-entry">
                <td data-label={column.reporter}>{personWithEmail(report.reporter)}</td>
                <td data-label={column.reason}>{t(`community.reasons.${report.reason}`)}</td>
                <td
                  data-label={column.detail}
                  css={css`
                    white-space: pre-wrap;
                  `}
                >
                  {report.detail ?? none}
                </td>
                <td data-label={column.at}>
                  <time dateTime={report.createdAt}>{formatKst(report.createdAt, 'dateTime', language)}</time>
                </td>
                <td data-label={column.status}>
                  {report.resolvedAt && report.resolvedBy
                    ? t('community.detail.resolved', {
                        status: t(`community.statuses.${report.status}`),
                        name: personLabel(report.resolvedBy),
                        at: formatKst(report.resolvedAt, 'dateMinute', language),
                      })
                    : t(`community.statuses.${report.status}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ModerationActions detail={detail} target={target} />
    </div>
  );
}
