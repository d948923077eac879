import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { usePaymentConfirmation } from '../../../hooks/use-payment-confirmation';
import { errorMessage, type ErrorCode } from 'shared-contract';
import { ApiError, ME_QUERY_KEY } from 'shared-session';
import { Button, MessagePage, TextMark, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { cardAttemptOf, confirmCardPurchase, MY_COUPONS_QUERY_KEY, PENDING_REVEAL_QUERY_KEY } from '../api/purchase-api';

const backToOf = (attempt: { projectId: number | null } | null) => (attempt?.projectId ? `/project?id=${attempt.projectId}` : '/shop');

/** The attempt kept for this payment and the server's confirmation (with the attempt's idempotency key). */
function useCardConfirmation() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [attempt] = useState(() => {
    const paymentId = params.get('paymentId');
    return paymentId ? cardAttemptOf(paymentId) : null;
  });
  const result = usePaymentConfirmation('card-purchase', (paymentId, token) => confirmCardPurchase(paymentId, token, attempt?.confirmKey ?? paymentId));
  const { data } = result.confirmation;
  useEffect(() => {
    if (!data) return;
    void queryClient.invalidateQueries({ queryKey: PENDING_REVEAL_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_COUPONS_QUERY_KEY });
  }, [data, queryClient]);
  return { ...result, backTo: backToOf(attempt) };
}

function Failed({ message, backTo }: { message: string; backTo: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <MessagePage mark={<TextMark>!</TextMark>} title={t('purchase.cardErrorTitle')} message={message} role="alert" data-testid="card-payment-error">
      <Button to={backTo}>{t('purchase.toProject')}</Button>
    </MessagePage>
  );
}

/** `/callback/payment-success`: confirms the card payment through the api, then goes on to the reveal. */
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
  return <Navigate to={`/reveal?purchaseId=${confirmation.data.purchaseId}`} replace />;
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
  const [backTo] = useState(() => backToOf(paymentId ? cardAttemptOf(paymentId) : null));
  const code: ErrorCode = params.get('code') === 'cancelled' ? 'PAYMENT_CANCELLED' : 'PAYMENT_FAILED';
  return <Failed message={errorMessage(code, language)} backTo={backTo} />;
}
