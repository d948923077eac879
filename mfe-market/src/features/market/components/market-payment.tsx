import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage, goldPriceUsdCents, type MarketPaymentResult } from 'shared-contract';
import { ApiError, ME_QUERY_KEY, useAttemptKey, useClosedAction, useMe, useSessionStore } from 'shared-session';
import { Button, ClosedActionNote, EmptyState, ErrorState, PageContainer, Skeleton, formatGold, formatUsd, useLanguage } from 'shared-ui';
import { textLinkStyle } from '../../../components/text-link';
import { NAMESPACE } from '../../../namespace';
import { firstCardProvider, rememberCardAttempt } from '../../../api/card-payment';
import { PaymentMethodChoice, type PaymentMethod } from '../../../components/payment-method-choice';
import { RefundConsent, useRefundConsent } from '../../../components/refund-consent';
import { buyListing } from '../api/buy-listing';
import { checkoutListingByCard } from '../api/checkout-listing-by-card';
import { GOLD_BALANCE_QUERY_KEY, useGoldBalance } from '../../../api/get-gold-balance';
import { keySetQueryKey } from '../../../api/get-key-set';
import { listingQueryKey, useListing } from '../api/get-listing';
import { myItemsQueryKey } from '../../../api/get-my-items';
import { useIdParam } from '../../../hooks/use-id-param';
import { alertStyle, noteStyle, panelStyle } from '../../../components/panel-styles';
import { KeyItemPanel } from './key-item-panel';

const COINS_PATH = '/my/coins';
const SETTINGS_PATH = '/my/settings';

/**
 * `/market/payment?listingId=N`: the exact price, Gold (with the balance and the way to get more) or card (the
 * same price in USD, paid at the provider's checkout), the purchase requirements (identity verification, refund
 * policy), Buy, then the KEY in the member's cabinet (a card payment comes back through the card return pages).
 * While the service terminates the market is closed: the listing stays visible, Buy is disabled and says so.
 */
export function MarketPayment() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const location = useLocation();
  const queryClient = useQueryClient();
  const listingId = useIdParam('listingId');
  const status = useSessionStore((state) => state.status);
  const signedIn = status === 'authenticated';
  const listing = useListing(listingId);
  const balance = useGoldBalance(signedIn);
  const { me } = useMe();
  const consent = useRefundConsent();
  const attempt = useAttemptKey();
  const [method, setMethod] = useState<PaymentMethod>('GOLD');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ code: string | null; message: string } | null>(null);
  const [bought, setBought] = useState<MarketPaymentResult | null>(null);
  const closed = useClosedAction('marketPurchase');
  const closedId = useId();

  const frame = { title: t('market.payment.title'), subtitle: t('market.payment.subtitle'), width: 'narrow' as const };
  if (listingId === null) {
    return (
      <PageContainer {...frame}>
        <EmptyState title={t('market.payment.notFound')} action={<Button to="/main">{t('market.payment.backToKey')}</Button>} data-testid="payment-not-found" />
      </PageContainer>
    );
  }
  if (listing.isPending || (signedIn && balance.isPending)) {
    return (
      <PageContainer {...frame}>
        <div
          aria-busy="true"
          data-testid="payment-loading"
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          <Skeleton height={96} radius={12} />
          <Skeleton height={120} radius={12} />
        </div>
      </PageContainer>
    );
  }
  if (listing.isError) {
    const missing = listing.error instanceof ApiError && listing.error.code === 'MARKET_LISTING_NOT_FOUND';
    return (
      <PageContainer {...frame}>
        {missing ? (
          <EmptyState
            title={t('market.payment.notFound')}
            action={<Button to="/main">{t('market.payment.backToKey')}</Button>}
            data-testid="payment-not-found"
          />
        ) : (
          <ErrorState error={listing.error} title={t('market.payment.loadFailed')} onRetry={() => void listing.refetch()} />
        )}
      </PageContainer>
    );
  }
  const item = listing.data;
  const keyPath = `/key/details?id=${item.key.id}`;
  const gold = (amount: number) => t('market.gold', { amount: formatGold(amount, language) });

  if (bought) {
    return (
      <PageContainer {...frame}>
        <EmptyState
          title={t('market.payment.successTitle')}
          description={t('market.payment.successBody', { serial: bought.serialNo, balance: gold(bought.balanceGold) })}
          action={
            <div
              css={css`
                display: flex;
                flex-wrap: wrap;
                gap: 8px;
                justify-content: center;
              `}
            >
              <Button to="/my/cabinet" data-testid="payment-to-cabinet">
                {t('market.payment.toCabinet')}
              </Button>
              <Button to={keyPath} variant="secondary">
                {t('market.payment.viewKey')}
              </Button>
            </div>
          }
          data-testid="payment-success"
        />
      </PageContainer>
    );
  }
  if (item.status !== 'ACTIVE') {
    return (
      <PageContainer {...frame}>
        <EmptyState
          title={t('market.payment.unavailable')}
          action={<Button to={keyPath}>{t('market.payment.backToKey')}</Button>}
          data-testid="payment-unavailable"
        />
      </PageContainer>
    );
  }

  // What may be spent: Gold held by pending offers is not (issue 15).
  const reservedGold = balance.data?.reserved ?? 0;
  const goldBalance = (balance.data?.balance ?? 0) - reservedGold;
  const byCard = method === 'CARD';
  const usdCents = goldPriceUsdCents(item.priceGold);
  const short = byCard ? 0 : Math.max(0, item.priceGold - goldBalance);
  const own = me?.nickname !== undefined && me.nickname !== null && item.sellerNickname === me.nickname;
  const unverified = me ? !me.adultVerification.ko && !me.adultVerification.en : false;
  const returnTo = `${location.pathname}${location.search}`;

  const showProblem = (error: unknown) => {
    const apiError = error instanceof ApiError ? error : null;
    setProblem({ code: apiError?.code ?? null, message: apiError?.message ?? errorMessage('TEMPORARY_ERROR', language) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (closed) return;
    if (unverified) {
      setProblem({ code: 'IDENTITY_VERIFICATION_REQUIRED', message: errorMessage('IDENTITY_VERIFICATION_REQUIRED', language) });
      return;
    }
    if (!consent.confirm()) return;
    setBusy(true);
    if (byCard) {
      await payByCard();
      return;
    }
    const request = { priceGold: item.priceGold, payMethod: 'GOLD' as const, agreeRefundPolicy: true };
    try {
      const result = await buyListing(item.id, request, attempt.keyFor({ listingId: item.id, ...request }));
      attempt.settle();
      setBought(result);
    } catch (error) {
      attempt.settle(error);
      showProblem(error);
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: listingQueryKey(item.id) });
      void queryClient.invalidateQueries({ queryKey: keySetQueryKey(item.key.id) });
      void queryClient.invalidateQueries({ queryKey: myItemsQueryKey(item.key.id) });
      void queryClient.invalidateQueries({ queryKey: GOLD_BALANCE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    }
  };

  /** Opens the provider's checkout for the exact price; the card return pages confirm it and say how it ended. */
  const payByCard = async () => {
    try {
      const provider = await firstCardProvider();
      if (!provider) throw new ApiError('PAYMENT_PROVIDER_NOT_FOUND', 400, errorMessage('PAYMENT_PROVIDER_NOT_FOUND', language));
      const request = { priceGold: item.priceGold, agreeRefundPolicy: true, providerId: provider.id };
      const checkout = await checkoutListingByCard(item.id, request, attempt.keyFor({ listingId: item.id, ...request }));
      attempt.settle();
      rememberCardAttempt(checkout.paymentId, { projectId: null, confirmKey: globalThis.crypto.randomUUID() });
      window.location.assign(checkout.checkoutUrl);
    } catch (error) {
      attempt.settle(error);
      showProblem(error);
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: listingQueryKey(item.id) });
    }
  };

  return (
    <PageContainer {...frame}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        css={css`
          display: grid;
          gap: 16px;
        `}
      >
        <KeyItemPanel design={item.key} serialNo={item.serialNo} to={keyPath} data-testid="payment-key-name" />
        <dl
          css={[
            panelStyle,
            css`
              grid-template-columns: 1fr auto;
              gap: 8px 12px;
              font-size: 15px;
              dt,
              dd {
                margin: 0;
              }
              dd {
                text-align: right;
              }
            `,
          ]}
        >
          <dt>{t('market.payment.seller')}</dt>
          <dd>{item.sellerNickname ?? t('market.listings.unknownSeller')}</dd>
          <dt
            css={css`
              font-weight: 700;
            `}
          >
            {t('market.payment.price')}
          </dt>
          <dd
            css={css`
              font-weight: 700;
              font-size: 18px;
            `}
            data-testid="payment-price"
          >
            {gold(item.priceGold)}
          </dd>
          {byCard ? (
            <>
              <dt>{t('market.payment.cardAmount')}</dt>
              <dd data-testid="payment-card-amount">{formatUsd(usdCents)}</dd>
            </>
          ) : (
            <>
              <dt>{t('market.payment.balance')}</dt>
              <dd data-testid="payment-balance">{gold(goldBalance)}</dd>
              {reservedGold > 0 && (
                <>
                  <dt>{t('market.payment.reserved')}</dt>
                  <dd data-testid="payment-reserved">{gold(reservedGold)}</dd>
                </>
              )}
            </>
          )}
        </dl>
        <PaymentMethodChoice value={method} onChange={setMethod} testIdPrefix="payment" />
        {byCard && (
          <p css={noteStyle} data-testid="payment-card-note">
            {t('market.payment.cardNote')}
          </p>
        )}
        {short > 0 && !closed && (
          <p role="status" css={alertStyle} data-testid="payment-short">
            {t('market.payment.short', { amount: formatGold(short, language) })}{' '}
            <Link to={COINS_PATH} css={textLinkStyle}>
              {t('market.payment.charge')}
            </Link>
          </p>
        )}
        {own && (
          <p role="status" css={alertStyle} data-testid="payment-own">
            {t('market.payment.own')}
          </p>
        )}
        <RefundConsent {...consent.props} testIdPrefix="market" />
        {problem && (
          <p role="alert" css={alertStyle} data-testid="payment-error">
            {problem.message}{' '}
            {problem.code === 'IDENTITY_VERIFICATION_REQUIRED' && (
              <Link to={`${SETTINGS_PATH}?${new URLSearchParams({ returnTo })}`} css={textLinkStyle}>
                {t('market.payment.verify')}
              </Link>
            )}
            {problem.code === 'INSUFFICIENT_GOLD' && (
              <Link to={COINS_PATH} css={textLinkStyle}>
                {t('market.payment.charge')}
              </Link>
            )}
          </p>
        )}
        {closed && <ClosedActionNote id={closedId} code={closed} data-testid="payment-closed" />}
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={busy || own || short > 0 || closed !== null}
          aria-busy={busy || undefined}
          aria-describedby={closed ? closedId : undefined}
          data-testid="payment-submit"
        >
          {byCard
            ? busy
              ? t('purchase.toCheckout')
              : t('market.payment.buyCard', { amount: formatUsd(usdCents) })
            : busy
              ? t('market.payment.buying')
              : t('market.payment.buy', { amount: formatGold(item.priceGold, language) })}
        </Button>
      </form>
    </PageContainer>
  );
}
