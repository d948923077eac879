import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, type Cart, type ErrorCode } from 'shared-contract';
import { ApiError, ME_QUERY_KEY, useClosedAction, useMe, useSessionStore } from 'shared-session';
import { Button, ClosedActionNote, EmptyState, ErrorState, formatGold, formatUsd, mq, Skeleton, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { textLinkStyle } from '../../../components/text-link';
import { firstCardProvider, rememberCardAttempt } from '../../../api/card-payment';
import { PENDING_REVEAL_QUERY_KEY } from '../../../api/get-pending-reveal';
import { PaymentMethodChoice, type PaymentMethod } from '../../../components/payment-method-choice';
import { RefundConsent, useRefundConsent } from '../../../components/refund-consent';
import { useChangeCartQuantity } from '../api/change-cart-quantity';
import { checkoutCart } from '../api/checkout-cart';
import { checkoutCartByCard } from '../api/checkout-cart-by-card';
import { CART_QUERY_KEY, useCart } from '../../../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { CartLine } from './cart-line';
import { COINS_PATH, PurchaseProblem, type PurchaseProblemValue } from '../../../components/purchase-problem';

const box = css`
  padding: 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  ${mq.desktop} {
    padding: 20px 24px;
  }
`;

/**
 * `/cart`: the member's lines, quantities, totals (Gold against the balance, or USD by card), and one checkout of
 * every line. While the service terminates KEY purchase is stopped: the lines stay, the checkout is disabled and says so.
 */
export function CartView() {
  const { t } = useTranslation(NAMESPACE);
  const status = useSessionStore((state) => state.status);
  const cart = useCart(status === 'authenticated');

  if (status !== 'authenticated' || cart.isPending) {
    return (
      <div
        aria-busy="true"
        css={css`
          display: grid;
          gap: 12px;
        `}
        data-testid="cart-loading"
      >
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={96} />
        ))}
      </div>
    );
  }
  if (cart.isError) return <ErrorState error={cart.error} title={t('cart.loadFailed')} onRetry={() => void cart.refetch()} />;
  if (cart.data.items.length === 0) {
    return (
      <EmptyState
        data-testid="cart-empty"
        title={t('cart.empty')}
        description={t('cart.emptyHint')}
        action={
          <Button to="/shop" data-testid="cart-to-shop">
            {t('cart.toShop')}
          </Button>
        }
      />
    );
  }
  return <CartContents cart={cart.data} refetch={() => void cart.refetch()} />;
}

function CartContents({ cart, refetch }: { cart: Cart; refetch: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { me } = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const changeQuantity = useChangeCartQuantity();
  const removeItem = useRemoveCartItem();
  const consent = useRefundConsent();
  const [problem, setProblem] = useState<PurchaseProblemValue | null>(null);
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('GOLD');
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const closed = useClosedAction('purchase');
  const ids = { list: useId(), summary: useId(), closed: useId() };
  const short = method === 'GOLD' ? cart.totalGold - cart.goldBalance : 0;

  const showError = (error: unknown) => {
    const apiError = error instanceof ApiError ? error : null;
    const projectId = typeof apiError?.details?.projectId === 'number' ? apiError.details.projectId : null;
    const line = cart.items.find((item) => item.projectId === projectId);
    const message = apiError?.message ?? errorMessage('TEMPORARY_ERROR', language);
    setProblem({ code: apiError?.code ?? null, message: line ? `${line.projectTitle[language]}: ${message}` : message });
  };
  const mutationHandlers = { onError: (error: unknown) => showError(error), onSuccess: () => setProblem(null) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (closed) return;
    // The requirements in the order the api checks them: identity first, then the refund policy.
    if (me && !me.adultVerification.ko && !me.adultVerification.en) {
      setProblem({ code: 'IDENTITY_VERIFICATION_REQUIRED', message: errorMessage('IDENTITY_VERIFICATION_REQUIRED', language) });
      return;
    }
    if (!consent.confirm()) return;
    const request = { itemIds: cart.items.map((item) => item.itemId), agreeRefundPolicy: true };
    const body = JSON.stringify({ request, method, quantities: cart.items.map((item) => item.quantity) });
    if (attempt.current?.body !== body) attempt.current = { key: globalThis.crypto.randomUUID(), body };
    setBusy(true);
    try {
      if (method === 'CARD') {
        const provider = await firstCardProvider();
        if (!provider) throw new ApiError('PAYMENT_PROVIDER_NOT_FOUND', 400, errorMessage('PAYMENT_PROVIDER_NOT_FOUND', language));
        const checkout = await checkoutCartByCard({ ...request, providerId: provider.id }, attempt.current.key);
        rememberCardAttempt(checkout.paymentId, { projectId: null, confirmKey: globalThis.crypto.randomUUID() });
        window.location.assign(checkout.checkoutUrl);
        return;
      }
      const result = await checkoutCart(request, attempt.current.key);
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PENDING_REVEAL_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['project'] });
      void navigate(result.purchaseIds.length === 1 ? `/reveal?purchaseId=${result.purchaseIds[0]}` : '/reveal');
    } catch (error) {
      // A refused checkout is final for this attempt; the next click is a new one.
      if (!(error instanceof ApiError) || error.code !== 'IDEMPOTENCY_IN_PROGRESS') attempt.current = null;
      showError(error);
      const code = error instanceof ApiError ? (error.code as ErrorCode) : null;
      if (code === 'INSUFFICIENT_KEYS' || code === 'KEY_NO_LONGER_AVAILABLE' || code === 'CART_CHANGED' || code === 'INSUFFICIENT_GOLD') refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
        ${mq.desktop} {
          grid-template-columns: minmax(0, 1fr) 340px;
          align-items: start;
          gap: 24px;
        }
      `}
    >
      <section aria-labelledby={ids.list} css={box}>
        <h2
          id={ids.list}
          css={css`
            margin: 0;
            font-size: 17px;
          `}
        >
          {t('cart.list')}
        </h2>
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
          `}
          data-testid="cart-lines"
        >
          {cart.items.map((item) => (
            <CartLine
              key={item.itemId}
              item={item}
              maxQuantity={cart.maxQuantity}
              busy={
                (changeQuantity.isPending && changeQuantity.variables.itemId === item.itemId) || (removeItem.isPending && removeItem.variables === item.itemId)
              }
              onQuantity={(quantity) => changeQuantity.mutate({ itemId: item.itemId, quantity }, mutationHandlers)}
              onRemove={() => removeItem.mutate(item.itemId, mutationHandlers)}
            />
          ))}
        </ul>
      </section>
      <section
        aria-labelledby={ids.summary}
        css={[
          box,
          css`
            display: grid;
            gap: 14px;
            ${mq.desktop} {
              position: sticky;
              top: 80px;
            }
          `,
        ]}
      >
        <h2
          id={ids.summary}
          css={css`
            margin: 0;
            font-size: 17px;
          `}
        >
          {t('cart.summary')}
        </h2>
        <dl
          css={css`
            margin: 0;
            display: grid;
            grid-template-columns: 1fr auto;
            gap: 8px;
            font-size: 15px;
            & dd {
              margin: 0;
              text-align: right;
              font-variant-numeric: tabular-nums;
            }
          `}
        >
          <dt>
            {t('cart.total')}{' '}
            <span
              css={css`
                color: ${theme.colors.gray500};
                font-size: 13px;
              `}
            >
              ({t('cart.totalQuantity', { count: cart.totalQuantity })})
            </span>
          </dt>
          <dd>
            <strong
              css={css`
                font-size: 18px;
              `}
              data-testid="cart-total"
            >
              {method === 'CARD' ? formatUsd(cart.totalUsdCents) : t('cart.totalAmount', { amount: formatGold(cart.totalGold, language) })}
            </strong>
          </dd>
          {method === 'GOLD' && (
            <>
              <dt>{t('cart.balance')}</dt>
              <dd data-testid="cart-balance">{t('cart.balanceAmount', { amount: formatGold(cart.goldBalance, language) })}</dd>
            </>
          )}
        </dl>
        {method === 'CARD' && (
          <p
            css={css`
              margin: 0;
              font-size: 13px;
              color: ${theme.colors.gray600};
            `}
            data-testid="cart-card-note"
          >
            {t('cart.cardNote')}
          </p>
        )}
        {short > 0 && (
          <p
            role="note"
            css={css`
              margin: 0;
              font-size: 14px;
              display: flex;
              gap: 8px;
              flex-wrap: wrap;
            `}
            data-testid="cart-short"
          >
            <span>{t('cart.shortOfGold', { amount: formatGold(short, language) })}</span>
            <Link to={COINS_PATH} css={textLinkStyle}>
              {t('cart.chargeGold')}
            </Link>
          </p>
        )}
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          <PaymentMethodChoice value={method} onChange={setMethod} testIdPrefix="cart" />
          <RefundConsent {...consent.props} testIdPrefix="cart" />
          {problem && <PurchaseProblem problem={problem} data-testid="cart-error" />}
          {closed && <ClosedActionNote id={ids.closed} code={closed} data-testid="cart-closed" />}
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={busy || closed !== null}
            aria-busy={busy || undefined}
            aria-describedby={closed ? ids.closed : undefined}
            data-testid="cart-buy"
          >
            {method === 'CARD' ? (busy ? t('purchase.toCheckout') : t('cart.buyCard')) : busy ? t('cart.buying') : t('cart.buy')}
          </Button>
        </form>
      </section>
    </div>
  );
}
