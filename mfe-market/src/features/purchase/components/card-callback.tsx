import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { usePaymentConfirmation } from '../../../hooks/use-payment-confirmation';
import { CART_CARD_RETURN, errorMessage, type ErrorCode } from 'shared-contract';
import { ApiError, ME_QUERY_KEY } from 'shared-session';
import { Button, MessagePage, TextMark, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { CART_QUERY_KEY } from '../../cart/api/get-cart';
import { confirmCartCardPayment } from '../../cart/api/confirm-cart-card-payment';
import { cardAttemptOf, confirmCardPurchase, MY_COUPONS_QUERY_KEY, PENDING_REVEAL_QUERY_KEY, type CardAttempt } from '../api/purchase-api';

const CART_PATH = '/cart';

/** Where the error page leads back to: the cart for a cart payment, else the project (or the shop). */
interface BackTo {
  path: string;
  cart: boolean;
}
const backToOf = (forCart: boolean, attempt: CardAttempt | null): BackTo => {
  if (forCart) return { path: CART_PATH, cart: true };
  return { path: attempt?.projectId ? `/project?id=${attempt.projectId}` : '/shop', cart: false };
};
/** A cart payment comes back with `?order=cart` (it is confirmed through the cart). */
const isCartReturn = (params: URLSearchParams) => params.get(CART_CARD_RETURN.param) === CART_CARD_RETURN.value;

/** The attempt kept for this payment and the server's confirmation (with the attempt's idempotency key): the purchases it made. */
function useCardConfirmation() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [forCart] = useState(() => isCartReturn(params));
  const [attempt] = useState(() => {
    const paymentId = params.get('paymentId');
    return paymentId ? cardAttemptOf(paymentId) : null;
  });
  const result = usePaymentConfirmation(forCart ? 'cart-card' : 'card-purchase', async (paymentId, token) => {
    const confirmKey = attempt?.confirmKey ?? paymentId;
    if (forCart) return (await confirmCartCardPayment(paymentId, token, confirmKey)).purchaseIds;
    return [(await confirmCardPurchase(paymentId, token, confirmKey)).purchaseId];
  });
  const { data } = result.confirmation;
  useEffect(() => {
    if (!data) return;
    void queryClient.invalidateQueries({ queryKey: PENDING_REVEAL_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_COUPONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ['project'] });
  }, [data, queryClient]);
  return { ...result, backTo: backToOf(forCart, attempt) };
}

function Failed({ message, backTo }: { message: string; backTo: BackTo }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <MessagePage mark={<TextMark>!</TextMark>} title={t('purchase.cardErrorTitle')} message={message} role="alert" data-testid="card-payment-error">
      <Button to={backTo.path}>{backTo.cart ? t('cart.backToCart') : t('purchase.toProject')}</Button>
    </MessagePage>
  );
}

/**
 * `/callback/payment-success`: confirms the card payment through the api (a cart's through the cart), then goes on
 * to the reveal: of that purchase, or of every purchase when a cart bought several.
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
  const purchaseIds = confirmation.data;
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
  const [backTo] = useState(() => backToOf(isCartReturn(params), paymentId ? cardAttemptOf(paymentId) : null));
  const code: ErrorCode = params.get('code') === 'cancelled' ? 'PAYMENT_CANCELLED' : 'PAYMENT_FAILED';
  return <Failed message={errorMessage(code, language)} backTo={backTo} />;
}
