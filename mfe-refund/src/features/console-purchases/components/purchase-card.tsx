import { css } from '@emotion/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage, type AdminPurchase, type PurchaseStatus } from 'shared-contract';
import { Button, formatGold, formatKst, formatUsd, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { actionsRowStyle, factsStyle, subTitleStyle } from '../../../console-kit/components/console-styles';
import { personLabel } from '../../../console-kit/utils/staff-ref';
import { monthlyImpactText } from './monthly-impact';

const cardStyle = css`
  display: grid;
  gap: 12px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.md}px;
`;

const chipStyle = (background: string, border: string) => css`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${background};
  border: 1px solid ${border};
  color: ${theme.colors.gray900};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
`;

const STATUS_TONES: Record<PurchaseStatus, [string, string]> = {
  PAID: [theme.colors.greenSoft, theme.colors.greenSoft],
  REFUNDED: [theme.colors.gray100, theme.colors.gray500],
  CANCELLED: [theme.colors.pinkSoft, theme.colors.red],
};

const listStyle = css`
  margin: 0;
  padding-left: 20px;
  display: grid;
  gap: 2px;
`;

/** How the purchase was paid, in words: Gold, the card (its part of a cart payment), a coupon draw, a reward. */
export function paidLabel(t: TFunction, purchase: AdminPurchase, language: 'ko' | 'en'): string {
  if (purchase.payMethod === 'GOLD') return t('purchases.paid.GOLD', { gold: formatGold(purchase.totalGold, language) });
  if (purchase.payMethod === 'CARD') {
    const card = purchase.card;
    if (!card) return t('purchases.paid.CARD', { usd: '-' });
    return card.usdCents === card.paymentUsdCents
      ? t('purchases.paid.CARD', { usd: formatUsd(card.usdCents) })
      : t('purchases.paid.CARD_PART', { usd: formatUsd(card.usdCents), payment: formatUsd(card.paymentUsdCents) });
  }
  return t(`purchases.paid.${purchase.payMethod}`);
}

type Props = {
  purchase: AdminPurchase;
  busy: boolean;
  onCancel: (purchase: AdminPurchase) => void;
  onRetryRefund: (purchase: AdminPurchase) => void;
};

/**
 * One purchase as support sees it: project, time, payment, KEYs with where each stands, its state, why it cannot be
 * cancelled, or how it was cancelled (by whom, why, what came back, the KEY of the Month).
 */
export function PurchaseCard({ purchase, busy, onCancel, onRetryRefund }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const titleId = `purchase-${purchase.purchaseId}-title`;
  const [background, border] = STATUS_TONES[purchase.status];
  const cancellation = purchase.cancellation;
  const cancellable = purchase.blockers.length === 0;
  const refundPending = cancellation?.refundStatus === 'PENDING';

  return (
    <article aria-labelledby={titleId} css={cardStyle} data-testid="purchase-card" data-purchase-id={purchase.purchaseId}>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
          align-items: center;
          justify-content: space-between;
        `}
      >
        <h3 id={titleId} css={subTitleStyle}>
          {t('purchases.purchase', { id: purchase.purchaseId })}
        </h3>
        <span css={chipStyle(background, border)} data-testid="purchase-status" data-status={purchase.status}>
          {t(`purchases.statuses.${purchase.status}`)}
        </span>
      </div>
      <dl css={factsStyle}>
        <dt>{t('purchases.facts.project')}</dt>
        <dd>{purchase.projectTitle[language]}</dd>
        <dt>{t('purchases.facts.at')}</dt>
        <dd>
          <time dateTime={purchase.createdAt}>{formatKst(purchase.createdAt, 'dateMinute', language)}</time>
        </dd>
        <dt>{t('purchases.facts.paid')}</dt>
        <dd data-testid="purchase-paid">{paidLabel(t, purchase, language)}</dd>
        <dt>{t('purchases.facts.quantity')}</dt>
        <dd>{t('purchases.quantity', { count: purchase.quantity })}</dd>
        {purchase.coupon ? (
          <>
            <dt>{t('purchases.facts.coupon')}</dt>
            <dd>{purchase.coupon.title[language]}</dd>
          </>
        ) : null}
        <dt>{t('purchases.facts.keys')}</dt>
        <dd>
          <ul css={listStyle} data-testid="purchase-keys">
            {purchase.keys.map((key) => (
              <li key={key.keyItemId} data-state={key.state}>
                {t('purchases.keyLine', { name: key.name[language], serial: key.serialNo })} · {t(`purchases.keyStates.${key.state}`)}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {cancellation ? (
        <section aria-label={t('purchases.cancellation.title')} data-testid="purchase-cancellation">
          <dl css={factsStyle}>
            <dt>{t('purchases.cancellation.at')}</dt>
            <dd>
              <time dateTime={cancellation.cancelledAt}>{formatKst(cancellation.cancelledAt, 'dateMinute', language)}</time>
            </dd>
            <dt>{t('purchases.cancellation.by')}</dt>
            <dd>{personLabel(cancellation.cancelledBy)}</dd>
            <dt>{t('purchases.cancellation.reason')}</dt>
            <dd
              css={css`
                white-space: pre-wrap;
              `}
            >
              {cancellation.reason}
            </dd>
            <dt>{t('purchases.cancellation.returned')}</dt>
            <dd data-testid="purchase-refund" data-refund={cancellation.refundStatus}>
              {cancellation.goldReturned > 0 ? `${t('purchases.paid.GOLD', { gold: formatGold(cancellation.goldReturned, language) })} · ` : null}
              {cancellation.usdCentsReturned > 0 ? `${formatUsd(cancellation.usdCentsReturned)} · ` : null}
              {t(`purchases.cancellation.refund.${cancellation.refundStatus}`, {
                method: cancellation.refundMethod ? t(`purchases.cancellation.methods.${cancellation.refundMethod}`) : '',
              })}
              {cancellation.couponReturned ? ` · ${t('purchases.cancellation.coupon')}` : null}
            </dd>
            <dt>{t('purchases.cancellation.monthly')}</dt>
            <dd data-testid="purchase-monthly" data-kind={cancellation.monthlyImpact.kind}>
              {monthlyImpactText(t, language, cancellation.monthlyImpact, { done: true })}
            </dd>
          </dl>
        </section>
      ) : null}
      {!cancellable && !cancellation ? (
        <div data-testid="purchase-blockers">
          <p
            css={css`
              margin: 0 0 4px;
              font-size: 14px;
              font-weight: 700;
            `}
          >
            {t('purchases.blockedTitle')}
          </p>
          <ul
            css={[
              listStyle,
              css`
                font-size: 14px;
              `,
            ]}
          >
            {purchase.blockers.map((code) => (
              <li key={code} data-code={code}>
                {errorMessage(code, language)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {cancellable || refundPending ? (
        <div css={actionsRowStyle}>
          {cancellable ? (
            <Button onClick={() => onCancel(purchase)} disabled={busy} aria-label={t('purchases.cancelLabel', { id: purchase.purchaseId })}>
              {t('purchases.cancel')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => onRetryRefund(purchase)}
              disabled={busy}
              aria-label={t('purchases.retryRefundLabel', { id: purchase.purchaseId })}
            >
              {t('purchases.retryRefund')}
            </Button>
          )}
        </div>
      ) : null}
    </article>
  );
}
