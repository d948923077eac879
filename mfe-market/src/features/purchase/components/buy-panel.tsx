import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, PURCHASE_MAX_QUANTITY, type ErrorCode, type Me } from 'shared-contract';
import { ApiError, ME_QUERY_KEY, useClosedAction, useMe, useSessionStore } from 'shared-session';
import { Button, ClosedActionNote, ErrorState, formatKst, mq, numberFormat, Skeleton, theme, useLanguage } from 'shared-ui';
import { useToSignIn } from '../../../hooks/use-to-sign-in';
import { ArtThumbnail } from '../../../components/art-image';
import { NAMESPACE } from '../../../namespace';
import { useAddToCart } from '../../../api/add-to-cart';
import { buyByCard, buyWithGold, MY_COUPONS_QUERY_KEY, useDiscountQuote, useMyCoupons, useProjectOdds } from '../api/purchase-api';
import { firstCardProvider, rememberCardAttempt } from '../../../api/card-payment';
import { PENDING_REVEAL_QUERY_KEY } from '../../../api/get-pending-reveal';
import { PaymentMethodChoice, type PaymentMethod } from '../../../components/payment-method-choice';
import { RefundConsent, useRefundConsent } from '../../../components/refund-consent';
import { PurchaseProblem, verificationHref, type PurchaseProblemValue } from '../../../components/purchase-problem';

const CART_PATH = '/cart';

/** Where the panel keeps its choices across the identity-verification detour (and back): `?qty=&agree=1&pay=CARD`. */
const KEPT = { quantity: 'qty', agreed: 'agree', method: 'pay' } as const;

const keptQuantity = (raw: string | null) => {
  const value = raw === null ? Number.NaN : Number.parseInt(raw, 10);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, PURCHASE_MAX_QUANTITY) : 1;
};

/**
 * What the member must do before the panel's last step, in the order the api checks it: verify their identity, then
 * be an adult. Null when nothing (or not known yet: the api still checks).
 */
function missingRequirement(me: Me | null | undefined): 'IDENTITY_VERIFICATION_REQUIRED' | 'ADULT_ONLY' | null {
  if (!me) return null;
  const verified = me.birthedAt !== null || me.adultVerification.ko || me.adultVerification.en;
  if (!verified) return 'IDENTITY_VERIFICATION_REQUIRED';
  return me.isAdult ? null : 'ADULT_ONLY';
}

const panel = css`
  margin-top: 24px;
  padding: 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  display: grid;
  gap: 14px;
  ${mq.desktop} {
    padding: 20px 24px;
  }
`;

const requirementStyle = css`
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.gray50};
  border: 1px solid ${theme.colors.gray200};
  font-size: 14px;
  color: ${theme.colors.gray800};
`;

/**
 * The buy panel of `/project`: odds and remaining per KEY, quantity, Gold total, refund-policy consent, buy. A member
 * who has not verified their identity gets that step instead of Buy (their quantity, tick and payment choice come
 * back with them); one verified but not an adult is told so. While the service terminates, KEY purchase is stopped:
 * Buy and Add to cart are disabled and say so.
 */
export function BuyPanel({ projectId }: { projectId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const odds = useProjectOdds(projectId);
  const status = useSessionStore((state) => state.status);
  const { me } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const toSignIn = useToSignIn();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const returning = params.has(KEPT.quantity);
  const [chosenQuantity, setQuantity] = useState(() => keptQuantity(params.get(KEPT.quantity)));
  const consent = useRefundConsent(params.get(KEPT.agreed) === '1');
  const panelRef = useRef<HTMLElement>(null);
  const [problem, setProblem] = useState<PurchaseProblemValue | null>(null);
  const addToCart = useAddToCart();
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>(() => (params.get(KEPT.method) === 'CARD' ? 'CARD' : 'GOLD'));
  const [couponId, setCouponId] = useState<number | null>(null);
  const coupons = useMyCoupons(status === 'authenticated');
  const quote = useDiscountQuote(couponId, projectId, chosenQuantity);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const closed = useClosedAction('purchase');
  const ids = { heading: useId(), quantity: useId(), coupon: useId(), closed: useId() };
  const number = numberFormat(language);
  const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const oddsLoaded = Boolean(odds.data);

  // Back from verifying: the panel, with the member's choices, is where they left off.
  useEffect(() => {
    if (!returning || !oddsLoaded) return;
    // Focus scrolls the panel into view and tells a screen reader where they are.
    panelRef.current?.focus();
  }, [returning, oddsLoaded]);

  if (odds.isPending) {
    return (
      <section id="buy-panel" tabIndex={-1} css={panel} aria-busy="true" aria-labelledby={ids.heading}>
        <h2
          id={ids.heading}
          css={css`
            margin: 0;
            font-size: 19px;
          `}
        >
          {t('purchase.title')}
        </h2>
        <Skeleton height={120} />
      </section>
    );
  }
  if (odds.isError) {
    return (
      <section id="buy-panel" tabIndex={-1} css={panel} aria-labelledby={ids.heading}>
        <h2
          id={ids.heading}
          css={css`
            margin: 0;
            font-size: 19px;
          `}
        >
          {t('purchase.title')}
        </h2>
        <ErrorState error={odds.error} title={t('purchase.loadFailed')} onRetry={() => void odds.refetch()} />
      </section>
    );
  }
  const data = odds.data;
  const onSale = data.saleStatus === 'on_sale';
  const maxQuantity = Math.max(1, Math.min(PURCHASE_MAX_QUANTITY, data.supplyRemaining));
  const quantity = Math.min(chosenQuantity, maxQuantity);
  const total = data.priceGold * quantity;
  const requirement = status === 'authenticated' ? missingRequirement(me) : null;
  /** This page with the panel's choices, to come back to after verifying. */
  const pageWithChoices = () => {
    const kept = new URLSearchParams(params);
    kept.set(KEPT.quantity, String(quantity));
    if (consent.agreed) kept.set(KEPT.agreed, '1');
    else kept.delete(KEPT.agreed);
    if (method === 'CARD') kept.set(KEPT.method, 'CARD');
    else kept.delete(KEPT.method);
    return `${location.pathname}?${kept}`;
  };
  const usableCoupons = (coupons.data?.items ?? []).filter(
    (coupon) => coupon.kind === 'DISCOUNT' && !coupon.used && !coupon.expired && (coupon.projectId === null || coupon.projectId === projectId),
  );

  const addQuantityToCart = () => {
    setProblem(null);
    if (closed) return;
    if (status !== 'authenticated') {
      void toSignIn();
      return;
    }
    addToCart.mutate(
      { projectId, quantity },
      {
        onError: (error) => {
          const apiError = error instanceof ApiError ? error : null;
          setProblem({ code: null, message: apiError?.message ?? errorMessage('TEMPORARY_ERROR', language) });
        },
      },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (closed) return;
    if (status !== 'authenticated') {
      void toSignIn();
      return;
    }
    // The panel shows the verification step instead of Buy; this guards a stale click.
    if (requirement) return;
    if (!consent.confirm()) return;
    const request = { projectId, quantity, agreeRefundPolicy: true, ...(couponId !== null ? { memberCouponId: couponId } : {}) };
    const body = JSON.stringify({ ...request, method });
    if (attempt.current?.body !== body) attempt.current = { key: globalThis.crypto.randomUUID(), body };
    setBusy(true);
    try {
      if (method === 'CARD') {
        const provider = await firstCardProvider();
        if (!provider) throw new ApiError('PAYMENT_PROVIDER_NOT_FOUND', 400, errorMessage('PAYMENT_PROVIDER_NOT_FOUND', language));
        const checkout = await buyByCard({ ...request, providerId: provider.id }, attempt.current.key);
        rememberCardAttempt(checkout.paymentId, { projectId, confirmKey: globalThis.crypto.randomUUID() });
        window.location.assign(checkout.checkoutUrl);
        return;
      }
      const result = await buyWithGold(request, attempt.current.key);
      attempt.current = null;
      // The coupon is used now: its quote is no longer asked for.
      setCouponId(null);
      void queryClient.invalidateQueries({ queryKey: ['project', projectId] });
      void queryClient.invalidateQueries({ queryKey: PENDING_REVEAL_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_COUPONS_QUERY_KEY });
      void navigate(`/reveal?purchaseId=${result.purchaseId}`);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // A refused purchase is final for this attempt; the next click is a new one.
      if (apiError && apiError.code !== 'IDEMPOTENCY_IN_PROGRESS') attempt.current = null;
      const code = apiError && isKnown(apiError.code) ? apiError.code : null;
      setProblem({ code, message: apiError?.message ?? errorMessage('TEMPORARY_ERROR', language) });
      if (code === 'INSUFFICIENT_KEYS' || code === 'KEY_NO_LONGER_AVAILABLE') void odds.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="buy-panel" ref={panelRef} tabIndex={-1} css={panel} aria-labelledby={ids.heading} data-testid="buy-panel">
      <h2
        id={ids.heading}
        css={css`
          margin: 0;
          font-size: 19px;
          ${mq.desktop} {
            font-size: 22px;
          }
        `}
      >
        {t('purchase.title')}
      </h2>
      <div>
        <h3
          css={css`
            margin: 0 0 4px;
            font-size: 15px;
          `}
        >
          {t('purchase.odds')}
        </h3>
        <p
          css={css`
            margin: 0 0 8px;
            font-size: 13px;
            color: ${theme.colors.gray600};
          `}
        >
          {t('purchase.oddsNote')}
        </p>
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: 6px;
          `}
          data-testid="buy-odds"
        >
          {data.keys.map((key) => (
            <li
              key={key.keyId}
              data-testid="buy-odds-row"
              css={css`
                display: grid;
                grid-template-columns: 40px minmax(0, 1fr) auto;
                align-items: center;
                gap: 10px;
                font-size: 14px;
              `}
            >
              <ArtThumbnail src={key.imageUrl} width={40} />
              {/* The name wraps rather than being cut, and the rarity stays whole (never an ellipsis over it). */}
              <span
                css={css`
                  min-width: 0;
                  overflow-wrap: anywhere;
                `}
              >
                {key.name[language]}{' '}
                <span
                  css={css`
                    color: ${theme.colors.gray500};
                    white-space: nowrap;
                  `}
                >
                  · {t(`rarity.${key.rarity}`)}
                </span>
              </span>
              <span
                css={css`
                  text-align: right;
                  font-variant-numeric: tabular-nums;
                `}
              >
                {t('purchase.remaining', { count: key.supplyRemaining })}
                <br />
                <strong>{t('purchase.probability', { percent: percent.format(key.probability) })}</strong>
              </span>
            </li>
          ))}
        </ul>
        <p
          css={css`
            margin: 8px 0 0;
            font-size: 13px;
            color: ${theme.colors.gray600};
          `}
          data-testid="buy-total-remaining"
        >
          {t('purchase.totalRemaining', { count: data.supplyRemaining })} · {t('purchase.price', { amount: number.format(data.priceGold) })}
        </p>
      </div>
      {!onSale ? (
        <p
          role="status"
          css={css`
            margin: 0;
            font-weight: 700;
          `}
          data-testid="buy-not-on-sale"
        >
          {data.saleStatus === 'sold_out' ? errorMessage('INSUFFICIENT_KEYS', language) : t('purchase.notOnSale')}
        </p>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          <div
            css={css`
              display: flex;
              align-items: center;
              gap: 8px;
              flex-wrap: wrap;
            `}
          >
            <label
              htmlFor={ids.quantity}
              css={css`
                font-weight: 700;
              `}
            >
              {t('purchase.quantity')}
            </label>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-label={t('purchase.decrease')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((value) => Math.max(1, value - 1))}
            >
              −
            </Button>
            <input
              id={ids.quantity}
              type="number"
              inputMode="numeric"
              min={1}
              max={maxQuantity}
              value={quantity}
              onChange={(event) => {
                const value = Number.parseInt(event.target.value, 10);
                if (Number.isFinite(value)) setQuantity(Math.min(maxQuantity, Math.max(1, value)));
              }}
              css={css`
                box-sizing: border-box;
                width: 82px;
                padding: 6px 8px;
                font-size: 16px;
                text-align: center;
                border: 1px solid ${theme.colors.gray300};
                border-radius: ${theme.radius.sm}px;
                ${mq.mobile} {
                  min-height: ${theme.layout.touchTarget}px;
                }
              `}
              data-testid="buy-quantity"
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-label={t('purchase.increase')}
              disabled={quantity >= maxQuantity}
              onClick={() => setQuantity((value) => Math.min(maxQuantity, value + 1))}
            >
              +
            </Button>
            <strong
              css={css`
                margin-left: auto;
                font-size: 17px;
                font-variant-numeric: tabular-nums;
              `}
              data-testid="buy-total"
            >
              {t('purchase.total', { amount: number.format(total) })}
            </strong>
          </div>
          {status === 'authenticated' && usableCoupons.length > 0 && (
            <div
              css={css`
                display: grid;
                gap: 6px;
              `}
            >
              <label
                htmlFor={ids.coupon}
                css={css`
                  font-weight: 700;
                `}
              >
                {t('purchase.coupon')}
              </label>
              <select
                id={ids.coupon}
                value={couponId ?? ''}
                onChange={(event) => setCouponId(event.target.value ? Number(event.target.value) : null)}
                css={css`
                  width: 100%;
                  min-height: 44px;
                  padding: 8px;
                  font-size: 15px;
                  border: 1px solid ${theme.colors.gray300};
                  border-radius: ${theme.radius.sm}px;
                  background: ${theme.colors.white};
                `}
                data-testid="buy-coupon"
              >
                <option value="">{t('purchase.noCoupon')}</option>
                {usableCoupons.map((coupon) => (
                  <option key={coupon.id} value={coupon.id}>
                    {t('purchase.couponOption', { name: coupon.description[language], expires: formatKst(coupon.expiresAt, 'date', language) })}
                  </option>
                ))}
              </select>
              {couponId !== null && quote.data && (
                <p
                  css={css`
                    margin: 0;
                    font-size: 14px;
                    font-weight: 700;
                    color: ${theme.colors.gray900};
                  `}
                  role="status"
                  data-testid="buy-discounted"
                >
                  {t('purchase.discounted', { discount: number.format(quote.data.discountGold), amount: number.format(quote.data.totalGold) })}
                </p>
              )}
              {couponId !== null && quote.error && (
                <p
                  role="alert"
                  css={css`
                    margin: 0;
                    font-size: 13px;
                    color: ${theme.colors.red};
                  `}
                >
                  {quote.error instanceof ApiError ? quote.error.message : errorMessage('TEMPORARY_ERROR', language)}
                </p>
              )}
            </div>
          )}
          {requirement ? null : <PaymentMethodChoice value={method} onChange={setMethod} testIdPrefix="buy" />}
          <RefundConsent {...consent.props} testIdPrefix="buy" />
          {problem && <PurchaseProblem problem={problem} data-testid="buy-error" />}
          {closed && <ClosedActionNote id={ids.closed} code={closed} data-testid="buy-closed" />}
          {requirement && !closed ? (
            <div role="status" css={requirementStyle} data-testid="buy-verify-step">
              <strong>{errorMessage(requirement, language)}</strong>
              <span>{requirement === 'ADULT_ONLY' ? t('purchase.adultOnlyWhy') : t('purchase.verifyWhy')}</span>
              {requirement === 'IDENTITY_VERIFICATION_REQUIRED' ? (
                <Button to={verificationHref(pageWithChoices())} size="lg" data-testid="buy-verify">
                  {t('purchase.verify')}
                </Button>
              ) : null}
            </div>
          ) : (
            <Button
              type="submit"
              size="lg"
              disabled={busy || closed !== null}
              aria-busy={busy || undefined}
              aria-describedby={closed ? ids.closed : undefined}
              data-testid="buy-submit"
            >
              {busy ? (method === 'CARD' ? t('purchase.toCheckout') : t('purchase.buying')) : method === 'CARD' ? t('purchase.buyCard') : t('purchase.buy')}
            </Button>
          )}
          <Button
            type="button"
            variant="secondary"
            size="lg"
            disabled={addToCart.isPending || closed !== null}
            aria-busy={addToCart.isPending || undefined}
            aria-describedby={closed ? ids.closed : undefined}
            onClick={addQuantityToCart}
            data-testid="buy-add-to-cart"
          >
            {addToCart.isPending ? t('cart.adding') : t('cart.add')}
          </Button>
          {addToCart.isSuccess && (
            <p
              role="status"
              css={css`
                margin: 0;
                display: flex;
                gap: 12px;
                align-items: center;
                flex-wrap: wrap;
                font-size: 14px;
                font-weight: 700;
              `}
              data-testid="buy-added-to-cart"
            >
              <span>{t('cart.added')}</span>
              <Link
                to={CART_PATH}
                css={css`
                  color: ${theme.colors.gray900};
                `}
                data-testid="buy-to-cart"
              >
                {t('cart.toCart')}
              </Link>
            </p>
          )}
        </form>
      )}
    </section>
  );
}

const KNOWN: readonly string[] = [
  'IDENTITY_VERIFICATION_REQUIRED',
  'ADULT_ONLY',
  'INSUFFICIENT_GOLD',
  'INSUFFICIENT_KEYS',
  'KEY_NO_LONGER_AVAILABLE',
  'REFUND_POLICY_REQUIRED',
  'COUPON_UNUSABLE',
  'COUPON_EXPIRED',
  'COUPON_NOT_FOUND',
  'PAYMENT_PROVIDER_NOT_FOUND',
];
const isKnown = (code: string): code is ErrorCode => KNOWN.includes(code);
