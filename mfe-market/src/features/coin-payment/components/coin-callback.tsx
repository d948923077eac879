import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePaymentConfirmation } from '../../../hooks/use-payment-confirmation';
import { errorMessage, type ErrorCode } from 'shared-contract';
import { ApiError, ME_QUERY_KEY } from 'shared-session';
import { Button, MessagePage, numberFormat, TextMark, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { confirmCoinPayment } from '../api/confirm-coin-payment';

const COINS_PATH = '/my/coins';

/** The server's confirmation of the Gold payment; the balance in the menus refreshes once it is credited. */
function useConfirmation() {
  const queryClient = useQueryClient();
  const result = usePaymentConfirmation('coin-payment', confirmCoinPayment);
  const credited = result.confirmation.data?.status === 'CONFIRMED';
  useEffect(() => {
    if (credited) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [credited, queryClient]);
  return result;
}

const toCoins = (label: string) => <Button to={COINS_PATH}>{label}</Button>;

function SignInNeeded() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const callbackUrl = `${window.location.pathname}${window.location.search}`;
  return (
    <MessagePage
      mark={<TextMark>!</TextMark>}
      title={t('coinPayment.errorTitle')}
      message={errorMessage('LOGIN_NEEDED', language)}
      role="alert"
      data-testid="coin-login-needed"
    >
      <Button to={`/user/login?${new URLSearchParams({ callbackUrl })}`}>{t('coinPayment.signIn')}</Button>
    </MessagePage>
  );
}

/** `/callback/coin-success`: confirms the payment through the api and shows the Gold credited and the new balance. */
export function CoinSuccess() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { paymentId, token, status, confirmation } = useConfirmation();

  if (!paymentId || !token) {
    return (
      <MessagePage mark={<TextMark>!</TextMark>} title={t('coinPayment.errorTitle')} message={t('coinPayment.missing')} role="alert">
        {toCoins(t('coinPayment.toCoins'))}
      </MessagePage>
    );
  }
  if (status === 'unauthenticated') return <SignInNeeded />;
  if (status === 'loading' || confirmation.isPending) {
    return (
      <div role="status" aria-busy="true" data-testid="coin-confirming">
        <MessagePage mark={<TextMark>…</TextMark>} title={t('pages.coinSuccess')} message={t('coinPayment.confirming')} />
      </div>
    );
  }
  if (confirmation.error || !confirmation.data) {
    const message = confirmation.error instanceof ApiError ? confirmation.error.message : errorMessage('PAYMENT_FAILED', language);
    return (
      <MessagePage mark={<TextMark>!</TextMark>} title={t('coinPayment.errorTitle')} message={message} role="alert" data-testid="coin-error">
        {toCoins(t('coinPayment.toCoins'))}
      </MessagePage>
    );
  }
  const result = confirmation.data;
  if (result.status !== 'CONFIRMED') {
    const code: ErrorCode = result.status === 'CANCELLED' ? 'PAYMENT_CANCELLED' : 'COIN_PAYMENT_FAILED';
    return (
      <MessagePage
        mark={<TextMark>!</TextMark>}
        title={t('coinPayment.errorTitle')}
        message={errorMessage(code, language)}
        role="alert"
        data-testid="coin-error"
      >
        {toCoins(t('coinPayment.toCoins'))}
      </MessagePage>
    );
  }
  const format = numberFormat(language);
  return (
    <MessagePage
      mark={<TextMark>✓</TextMark>}
      title={t('coinPayment.successTitle')}
      message={t('coinPayment.credited', { amount: format.format(result.gold) })}
      data-testid="coin-success"
    >
      <p data-testid="coin-success-balance" style={{ margin: 0, width: '100%', fontWeight: 700 }}>
        {t('coinPayment.balance', { amount: format.format(result.balance) })}
      </p>
      {toCoins(t('coinPayment.toCoins'))}
    </MessagePage>
  );
}

/**
 * `/callback/coin-error`: the provider's decline or cancel. The message follows the code; the payment is
 * also settled on the server (which asks the provider, so nothing is credited on the redirect).
 */
export function CoinError() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [params] = useSearchParams();
  useConfirmation();
  const code: ErrorCode = params.get('code') === 'cancelled' ? 'PAYMENT_CANCELLED' : 'COIN_PAYMENT_FAILED';
  return (
    <MessagePage mark={<TextMark>!</TextMark>} title={t('coinPayment.errorTitle')} message={errorMessage(code, language)} role="alert" data-testid="coin-error">
      {toCoins(t('coinPayment.toCoins'))}
    </MessagePage>
  );
}
