import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type CouponExchangeResult, type MemberCoupon } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, Dialog, EmptyState, ErrorState, formatKst, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { errorTextStyle, sectionTitleStyle } from '../../../components/card-styles';
import { useCoupons, useExchangeCoupon } from '../api/coupons-api';
import { FreeRevealDialog } from './free-reveal-dialog';

const listStyle = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const itemStyle = css`
  box-sizing: border-box;
  display: grid;
  gap: 6px;
  min-width: 0;
  padding: 14px 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
`;
const badgeStyle = css`
  display: inline-block;
  padding: 2px 8px;
  font-size: 12px;
  font-weight: 700;
  border-radius: 999px;
  background: ${theme.colors.pinkSoft};
  color: ${theme.colors.gray900};
`;

function CouponSkeleton() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div role="status" aria-busy="true" aria-label={t('coupons.loading')} data-testid="coupons-loading" css={listStyle}>
      {[0, 1, 2].map((index) => (
        <div key={index} css={itemStyle}>
          <Skeleton width={90} height={14} />
          <Skeleton width="70%" height={16} />
          <Skeleton width={140} height={12} />
        </div>
      ))}
    </div>
  );
}

const stateOf = (coupon: MemberCoupon) => (coupon.used ? 'used' : coupon.expired ? 'expired' : 'usable');

function CouponItem({
  coupon,
  onExchange,
  onReveal,
}: {
  coupon: MemberCoupon;
  onExchange: (coupon: MemberCoupon) => void;
  onReveal: (coupon: MemberCoupon) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const state = stateOf(coupon);
  return (
    <li
      css={[
        itemStyle,
        state !== 'usable' &&
          css`
            opacity: 0.65;
          `,
      ]}
      data-testid="coupon-item"
      data-code={coupon.code}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: 6px;
        `}
      >
        <span css={badgeStyle} data-testid="coupon-kind">
          {t(`coupons.kinds.${coupon.kind}`)}
        </span>
        <span
          css={css`
            font-size: 13px;
            font-weight: 600;
            color: ${state === 'usable' ? theme.colors.gray900 : theme.colors.gray500};
          `}
          data-testid="coupon-state"
        >
          {t(`coupons.status.${state}`)}
        </span>
      </div>
      <p
        css={css`
          margin: 0;
          font-size: 16px;
          font-weight: 600;
          word-break: keep-all;
          overflow-wrap: anywhere;
        `}
        data-testid="coupon-description"
      >
        {coupon.description[language]}
      </p>
      <p
        css={css`
          margin: 0;
          font-size: 13px;
          color: ${theme.colors.gray600};
        `}
      >
        <span
          css={css`
            font-family: monospace;
          `}
        >
          {coupon.code}
        </span>{' '}
        · <span data-testid="coupon-expiry">{t('coupons.expiresAt', { date: formatKst(coupon.expiresAt, 'dateTime', language) })}</span>
      </p>
      {coupon.kind === 'DISCOUNT' && state === 'usable' && (
        <p
          css={css`
            margin: 0;
            font-size: 13px;
            color: ${theme.colors.gray600};
          `}
        >
          {t('coupons.discountAtCheckout')}
        </p>
      )}
      {coupon.kind === 'EXCHANGE' && state === 'usable' && (
        <div>
          <Button size="sm" onClick={() => onExchange(coupon)} data-testid="coupon-exchange">
            {t('coupons.exchange')}
          </Button>
        </div>
      )}
      {coupon.kind === 'REVEAL' && state === 'usable' && (
        <div>
          <Button size="sm" onClick={() => onReveal(coupon)} data-testid="coupon-free-reveal">
            {t('coupons.freeReveal')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The member's coupons (kind, description, expiry in KST, used or not) and the KEY exchange of an EXCHANGE coupon. */
export function CouponList() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const coupons = useCoupons();
  const exchange = useExchangeCoupon();
  const [asking, setAsking] = useState<MemberCoupon | null>(null);
  const [done, setDone] = useState<{ coupon: MemberCoupon; result: CouponExchangeResult } | null>(null);
  const [revealing, setRevealing] = useState<MemberCoupon | null>(null);

  const confirmExchange = async () => {
    if (!asking) return;
    try {
      const result = await exchange.mutateAsync(asking.id);
      setDone({ coupon: asking, result });
      setAsking(null);
    } catch {
      setAsking(null);
    }
  };
  const keyName = (coupon: MemberCoupon) => coupon.keyDesign?.name[language] ?? '';
  const exchangeError = exchange.error ? (exchange.error instanceof ApiError ? exchange.error.message : errorMessage('TEMPORARY_ERROR', language)) : null;

  let body;
  if (coupons.isPending) body = <CouponSkeleton />;
  else if (!coupons.data) body = <ErrorState error={coupons.error} title={t('coupons.errorTitle')} onRetry={() => void coupons.refetch()} />;
  else if (coupons.data.length === 0)
    body = <EmptyState title={t('coupons.emptyTitle')} description={t('coupons.emptyDescription')} data-testid="coupons-empty" />;
  else
    body = (
      <ul aria-label={t('coupons.listLabel')} css={listStyle}>
        {coupons.data.map((coupon) => (
          <CouponItem
            key={coupon.id}
            coupon={coupon}
            onExchange={(chosen) => {
              exchange.reset();
              setAsking(chosen);
            }}
            onReveal={setRevealing}
          />
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby="coupon-list-title"
      css={css`
        display: grid;
        gap: 12px;
        min-width: 0;
      `}
    >
      <h2
        id="coupon-list-title"
        css={[
          sectionTitleStyle,
          css`
            margin: 0;
          `,
        ]}
      >
        {t('coupons.listTitle')}
      </h2>
      {exchangeError && (
        <p
          role="alert"
          css={[
            errorTextStyle,
            css`
              margin: 0;
            `,
          ]}
          data-testid="coupon-exchange-error"
        >
          {exchangeError}
        </p>
      )}
      {body}
      <Dialog
        open={asking !== null}
        title={t('coupons.exchangeTitle')}
        confirmLabel={exchange.isPending ? t('coupons.exchanging') : t('coupons.exchange')}
        cancelLabel={t('coupons.cancel')}
        onConfirm={() => void confirmExchange()}
        onClose={() => setAsking(null)}
        busy={exchange.isPending}
        data-testid="coupon-exchange-dialog"
      >
        {asking ? t('coupons.exchangeBody', { name: keyName(asking) }) : null}
      </Dialog>
      <FreeRevealDialog coupon={revealing} onClose={() => setRevealing(null)} />
      <Dialog
        open={done !== null}
        title={t('coupons.exchangedTitle')}
        confirmLabel={t('coupons.close')}
        onClose={() => setDone(null)}
        data-testid="coupon-exchanged-dialog"
      >
        {done ? (
          <span
            css={css`
              display: grid;
              gap: 12px;
            `}
          >
            <span>{t('coupons.exchangedBody', { name: keyName(done.coupon), serial: String(done.result.serialNo).padStart(3, '0') })}</span>
            <Button to={`/key/details?id=${done.result.keyDesignId}`} variant="secondary" data-testid="coupon-view-key">
              {t('coupons.viewKey')}
            </Button>
          </span>
        ) : null}
      </Dialog>
    </section>
  );
}
