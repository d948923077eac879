import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, formatGold, formatKst, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { LoadMore } from '../../../components/load-more';
import { useCoinHistory } from '../api/coins-api';

const rowStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${theme.colors.gray100};
  &:last-of-type {
    border-bottom: 0;
  }
`;

/** The member's Gold ledger, newest first, one page at a time. */
export function GoldHistory() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const pages = useCoinHistory();

  if (pages.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('coins.historyLoading')}
        css={css`
          display: grid;
          gap: 8px;
        `}
      >
        <Skeleton height={40} />
        <Skeleton height={40} />
      </div>
    );
  }
  if (!pages.data) return <ErrorState error={pages.error} title={t('coins.historyError')} onRetry={() => void pages.refetch()} />;
  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <EmptyState title={t('coins.historyEmpty')} description={t('coins.historyEmptyDescription')} data-testid="gold-history-empty" />;
  return (
    <>
      <ul
        aria-label={t('coins.historyTitle')}
        css={css`
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {items.map((item) => (
          <li key={item.id} css={rowStyle} data-testid="gold-history-item">
            <span
              css={css`
                font-weight: 700;
              `}
              data-testid="gold-history-kind"
            >
              {t(`coins.kinds.${item.kind}`)}
            </span>
            <span
              css={css`
                font-weight: 700;
                text-align: right;
                color: ${item.amount > 0 ? theme.colors.gray900 : theme.colors.red};
              `}
              data-testid="gold-history-amount"
            >
              {t('coins.amount', { sign: item.amount > 0 ? '+' : '−', amount: formatGold(Math.abs(item.amount), language) })}
            </span>
            <time
              dateTime={item.createdAt}
              css={css`
                font-size: 13px;
                color: ${theme.colors.gray600};
              `}
            >
              {formatKst(item.createdAt, 'dateTime', language)}
            </time>
            <span
              css={css`
                font-size: 13px;
                text-align: right;
                color: ${theme.colors.gray600};
              `}
            >
              {t('coins.balanceAfter', { amount: formatGold(item.balanceAfter, language) })}
            </span>
          </li>
        ))}
      </ul>
      <LoadMore pages={pages} />
    </>
  );
}
