import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';
import { CART_CARD_RETURN, LISTING_CARD_RETURN, errorMessage, type ErrorCode, type MarketCardConfirmResult } from 'shared-contract';
import { ApiError, ME_QUERY_KEY } from 'shared-session';
import { Button, MessagePage, TextMark, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../namespace';
import { CART_QUERY_KEY } from '../api/get-cart';
import { confirmCartCardPayment } from '../features/cart/api/confirm-cart-card-payment';
import { confirmListingCardPayment } from '../features/market/api/confirm-listing-card-payment';
import { ListingCardSuccess } from '../features/market/components/listing-card-success';
import { cardAttemptOf, type CardAttempt } from '../api/card-payment';
import { PENDING_REVEAL_QUERY_KEY } from '../api/get-pending-reveal';
import { confirmCardPurchase, MY_COUPONS_QUERY_KEY } from '../features/purchase/api/purchase-api';

const CART_PATH = '/cart';

/** What was paid: one project's KEYs, a cart (`?order=cart`) or a market listing (`?order=listing&listingId=N`). */
type PaidOrder = { kind: 'project' } | { kind: 'cart' } | { kind: 'listing'; listingId: string };
const paidOrderOf = (params: URLSearchParams): PaidOrder => {
  const order = params.get(CART_CARD_RETURN.param);
  if (order === CART_CARD_RETURN.value) return { kind: 'cart' };
  if (order === LISTING_CARD_RETURN.value) return { kind: 'listing', listingId: params.get(LISTING_CARD_RETURN.listingParam) ?? '' };
  return { kind: 'project' };
};

/** Where the error page leads back to: the cart, the listing, else the project (or the shop). */
interface BackTo {
  path: string;
  label: 'cart.backToCart' | 'market.payment.backToListing' | 'purchase.toProject';
}
const backToOf = (order: PaidOrder, attempt: CardAttempt | null): BackTo => {
  if (order.kind === 'cart') return { path: CART_PATH, label: 'cart.backToCart' };
  if (order.kind === 'listing') {
    return /^\d+$/.test(order.listingId)
      ? { path: `/market/payment?${new URLSearchParams({ listingId: order.listingId })}`, label: 'market.payment.backToListing' }
      : { path: '/shop?tab=market', label: 'market.payment.backToListing' };
  }
  return { path: attempt?.projectId ? `/project?id=${attempt.projectId}` : '/shop', label: 'purchase.toProject' };
};

/** What the confirmation bought: purchases to reveal, or the market listing's KEY. */
type Confirmed = { purchaseIds: number[] } | { sale: MarketCardConfirmResult };

/** The attempt kept for this payment and the server's confirmation (with the attempt's idempotency key): the purchases it made. */
function useCardConfirmation() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [order] = useState(() => paidOrderOf(params));
  const [attempt] = useState(() => {
    const paymentId = params.get('paymentId');
    return paymentId ? cardAttemptOf(paymentId) : null;
  });
  const result = usePaymentConfirmation<Confirmed>(`${order.kind}-card`, async (paymentId, token) => {
    const confirmKey = attempt?.confirmKey ?? paymentId;
    if (order.kind === 'cart') return { purchaseIds: (await confirmCartCardPayment(paymentId, token, confirmKey)).purchaseIds };
    if (order.kind === 'listing') return { sale: await confirmListingCardPayment(paymentId, token, confirmKey) };
    return { purchaseIds: [(await confirmCardPurchase(paymentId, token, confirmKey)).purchaseId] };
  });
  const { data } = result.confirmation;
  useEffect(() => {
    if (!data) return;
    void queryClient.invalidateQueries({ queryKey: PENDING_REVEAL_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_COUPONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['project'] });
    void queryClient.invalidateQueries({ queryKey: ['market'] });
  }, [data, queryClient]);
  return { ...result, backTo: backToOf(order, attempt) };
}

function Failed({ message, backTo }: { message: string; backTo: BackTo }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <MessagePage mark={<TextMark>!</TextMark>} title={t('purchase.cardErrorTitle')} message={message} role="alert" data-testid="card-payment-error">
      <Button to={backTo.path}>{t(backTo.label)}</Button>
    </MessagePage>
  );
}

/**
 * `/callback/payment-success`: confirms the card payment through the api (a cart's through the cart, a listing's
 * through the market), then goes on to the reveal: of that purchase, or of every purchase when a cart bought
 * several; a market KEY is already revealed, so its page says where it is now.
 */
export function CardPaymentSuccess() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { paymentId, token, status, confirmation, backTo } = useCardConfirmation();

  if (!paymentId || !token) return <Failed message={t('purchase.missingPayment')} backTo={backTo} />;
  if (status === 'unauthenticated') {
    const callbackUrl = `${window.location.pathname}${window.location.search}`;
    return (
      <MessagePage mark={<TextMark>!</TextMark>} title={t('purchase.cardErrorTitle')} message={errorMessage('LOGIN_NEEDED', language)} role="alert">
        <Button to={`/user/login?${new URLSearchParams({ callbackUrl })}`}>{t('purchase.signIn')}</Button>
      </MessagePage>
    );
  }
  if (status === 'loading' || confirmation.isPending) {
    return (
      <div role="status" aria-busy="true" data-testid="card-payment-confirming">
        <MessagePage mark={<TextMark>…</TextMark>} title={t('purchase.cardSuccessTitle')} message={t('purchase.confirmingCard')} />
      </div>
    );
  }
  if (confirmation.error || !confirmation.data) {
    const message = confirmation.error instanceof ApiError ? confirmation.error.message : errorMessage('PAYMENT_FAILED', language);
    return <Failed message={message} backTo={backTo} />;
  }
  if ('sale' in confirmation.data) return <ListingCardSuccess sale={confirmation.data.sale} />;
  const { purchaseIds } = confirmation.data;
  return <Navigate to={purchaseIds.length === 1 ? `/reveal?purchaseId=${purchaseIds[0]}` : '/reveal'} replace />;
}

/**
 * `/callback/payment-error`: the provider's decline or cancel; the message follows the code. Nothing is bought
 * without the server-side confirmation, so this page does not confirm.
 */
export function CardPaymentError() {
  const language = useLanguage();
  const [params] = useSearchParams();
  // Nothing to confirm: a declined or cancelled checkout buys nothing (the payment stays unconfirmed).
  const paymentId = params.get('paymentId') ?? '';
  const [backTo] = useState(() => backToOf(paidOrderOf(params), paymentId ? cardAttemptOf(paymentId) : null));
  const code: ErrorCode = params.get('code') === 'cancelled' ? 'PAYMENT_CANCELLED' : 'PAYMENT_FAILED';
  return <Failed message={errorMessage(code, language)} backTo={backTo} />;
}
