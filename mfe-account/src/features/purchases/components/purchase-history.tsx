import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PurchaseHistoryItem } from 'shared-contract';
import { Button, EmptyState, ErrorState, formatGold, formatKst, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { LoadMore } from '../../../components/load-more';
import { usePaymentHistory } from '../api/get-payment-history';

const rowStyle = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${theme.colors.gray100};
  &:last-of-type {
    border-bottom: 0;
  }
`;
const noteStyle = css`
  font-size: 13px;
  color: ${theme.colors.gray600};
`;
/** A cancelled purchase's state, in words on a soft tone (dark text: AA), where the revealed count stood. */
const cancelledBadgeStyle = css`
  justify-self: end;
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid ${theme.colors.red};
  background: ${theme.colors.pinkSoft};
  color: ${theme.colors.gray900};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
`;

function PurchaseRow({ item }: { item: PurchaseHistoryItem }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const paid =
    item.payMethod === 'GOLD'
      ? t('purchases.paidGold', { amount: formatGold(item.totalGold, language) })
      : item.payMethod === 'CARD'
        ? t('purchases.paidCard')
        : item.payMethod === 'REWARD'
          ? t('purchases.paidReward')
          : t('purchases.paidCoupon');
  const unrevealed = item.revealedCount < item.quantity;
  const cancelled = item.status === 'CANCELLED';
  return (
    <li css={rowStyle} data-testid="purchase-history-item" data-purchase-id={item.purchaseId}>
      <Link
        to={`/project?id=${item.projectId}`}
        css={css`
          min-width: 0;
          font-weight: 700;
          color: ${theme.colors.gray900};
          text-decoration: none;
          overflow-wrap: anywhere;
          &:hover {
            text-decoration: underline;
          }
        `}
      >
        {item.projectTitle[language]}
      </Link>
      <span
        css={css`
          font-weight: 700;
          text-align: right;
        `}
        data-testid="purchase-history-paid"
      >
        {paid}
      </span>
      <span css={noteStyle}>
        <time dateTime={item.createdAt}>{formatKst(item.createdAt, 'dateTime', language)}</time> · {t('purchases.quantity', { count: item.quantity })}
        {item.status === 'REFUNDED' && ` · ${t('purchases.refunded')}`}
      </span>
      {cancelled ? (
        <>
          <span css={cancelledBadgeStyle} data-testid="purchase-history-cancelled">
            {t('purchases.cancelled')}
          </span>
          <span
            css={[
              noteStyle,
              css`
                grid-column: 1 / -1;
              `,
            ]}
          >
            {t('purchases.cancelledNote')}
          </span>
        </>
      ) : (
        <>
          <span
            css={[
              noteStyle,
              css`
                text-align: right;
              `,
            ]}
            data-testid="purchase-history-revealed"
          >
            {t('purchases.revealed', { revealed: item.revealedCount, count: item.quantity })}
          </span>
          <span
            css={css`
              grid-column: 1 / -1;
              display: flex;
              justify-content: flex-end;
            `}
          >
            <Button
              size="sm"
              variant={unrevealed ? 'primary' : 'secondary'}
              to={unrevealed ? `/reveal?purchaseId=${item.purchaseId}` : `/reveal/total?purchaseId=${item.purchaseId}`}
            >
              {unrevealed ? t('purchases.reveal') : t('purchases.summary')}
            </Button>
          </span>
        </>
      )}
    </li>
  );
}

/** The member's KEY purchases: project, what was paid and how, when, how many are revealed, and the way back to them. */
export function PurchaseHistory() {
  const { t } = useTranslation(NAMESPACE);
  const pages = usePaymentHistory();
  if (pages.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('purchases.loading')}
        css={css`
          display: grid;
          gap: 8px;
        `}
      >
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  }
  if (!pages.data) return <ErrorState error={pages.error} title={t('purchases.error')} onRetry={() => void pages.refetch()} />;
  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div
        css={css`
          display: grid;
          gap: 12px;
          justify-items: center;
        `}
      >
        <EmptyState title={t('purchases.empty')} description={t('purchases.emptyDescription')} data-testid="purchase-history-empty" />
        <Button to="/shop" variant="secondary">
          {t('purchases.toShop')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <ul
        aria-label={t('purchases.title')}
        css={css`
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {items.map((item) => (
          <PurchaseRow key={item.purchaseId} item={item} />
        ))}
      </ul>
      <LoadMore pages={pages} />
    </>
  );
}
