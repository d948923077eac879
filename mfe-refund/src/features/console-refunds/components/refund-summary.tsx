import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, formatKst, formatMoney, mq, Skeleton, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { subTitleStyle, tableStyle } from '../../../console-kit/components/console-styles';
import { useRefundSummary } from '../api/get-refund-summary';
import { summarizeRounds } from '../utils/summarize';
import { StatusBadge } from './status-badge';

const gridStyle = css`
  display: grid;
  gap: 16px;
  ${mq.desktop} {
    grid-template-columns: repeat(auto-fill, minmax(440px, 1fr));
  }
`;

/** Counts and sums (KRW and USD) per round and status, from the summary endpoint. */
export function RefundSummary() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const summary = useRefundSummary();

  if (summary.isPending) return <Skeleton height={160} />;
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  const rounds = summarizeRounds(summary.data);

  return (
    <section
      aria-labelledby="refund-summary-title"
      css={css`
        display: grid;
        gap: 12px;
      `}
    >
      <h3 id="refund-summary-title" css={subTitleStyle}>
        {t('console.summary.title')}
      </h3>
      {rounds.length === 0 ? (
        <EmptyState title={t('console.summary.empty')} />
      ) : (
        <div css={gridStyle}>
          {rounds.map((round) => (
            <table key={round.round} css={tableStyle} data-testid="refund-summary-round">
              <caption>{t('console.summary.caption', { round: round.round, payBy: formatKst(round.payBy, 'date', language) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('console.summary.status')}</th>
                  <th scope="col" className="num">
                    {t('console.summary.count')}
                  </th>
                  <th scope="col" className="num">
                    {t('console.summary.krw')}
                  </th>
                  <th scope="col" className="num">
                    {t('console.summary.usd')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {round.statuses.map((line) => (
                  <tr key={line.status}>
                    <th scope="row" data-label={t('console.summary.status')}>
                      <StatusBadge status={line.status} />
                    </th>
                    <td className="num" data-label={t('console.summary.count')}>
                      {line.count}
                    </td>
                    <td className="num" data-label={t('console.summary.krw')}>
                      {formatMoney(line.KRW, 'KRW')}
                    </td>
                    <td className="num" data-label={t('console.summary.usd')}>
                      {formatMoney(line.USD, 'USD')}
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" data-label={t('console.summary.status')}>
                    {t('console.summary.total')}
                  </th>
                  <td className="num" data-label={t('console.summary.count')}>
                    <strong>{round.total.count}</strong>
                  </td>
                  <td className="num" data-label={t('console.summary.krw')}>
                    <strong>{formatMoney(round.total.KRW, 'KRW')}</strong>
                  </td>
                  <td className="num" data-label={t('console.summary.usd')}>
                    <strong>{formatMoney(round.total.USD, 'USD')}</strong>
                  </td>
                </tr>
              </tbody>
            </table>
          ))}
        </div>
      )}
    </section>
  );
}
