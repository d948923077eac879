import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignOffers, Offer, OfferableKey } from 'shared-contract';
import { useActionMessage, ME_QUERY_KEY, useAttemptKey, useClosedAction, useSessionStore } from 'shared-session';
import { Button, ClosedActionNote, Dialog, EmptyState, ErrorState, Skeleton, formatGold, formatKst, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { FeeBreakdown } from '../../../components/fee-breakdown';
import { GOLD_BALANCE_QUERY_KEY } from '../../../api/get-gold-balance';
import { keySetQueryKey } from '../../../api/get-key-set';
import { myItemsQueryKey } from '../../../api/get-my-items';
import { alertStyle, headingStyle, listStyle, noteStyle, panelStyle } from '../../../components/panel-styles';
import { designOffersQueryKey, useDesignOffers } from '../api/get-design-offers';
import { acceptOffer, declineOffer, withdrawOffer } from '../api/offer-actions';

/** The form and its amount rule (zod) load when a member opens it. */
const OfferForm = lazy(() => import('./offer-form').then((module) => ({ default: module.OfferForm })));

const itemStyle = css`
  display: grid;
  gap: 8px;
  padding: 12px 0;
  border-top: 1px solid ${theme.colors.gray100};
  &:first-of-type {
    border-top: 0;
    padding-top: 0;
  }
`;

const rowStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: baseline;
`;

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * Offers on `/key/details` for a signed-in member: their Gold (available and held by offers), the offers made on
 * their own KEYs of the design (accept with the fee breakdown, or decline), and the other members' KEYs of the design
 * (make an offer, see and withdraw their pending one). While the service terminates, making and accepting are stopped.
 */
export function KeyOffers({ designId }: { designId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const status = useSessionStore((state) => state.status);
  const offers = useDesignOffers(designId, status === 'authenticated');

  if (status !== 'authenticated') return null;
  const body = () => {
    if (offers.isPending) return <Skeleton height={96} radius={12} />;
    if (offers.isError) return <ErrorState error={offers.error} title={t('offers.loadFailed')} onRetry={() => void offers.refetch()} />;
    return <OffersBody designId={designId} offers={offers.data} />;
  };
  return (
    <section
      aria-labelledby="key-offers-title"
      data-testid="key-offers"
      css={[
        panelStyle,
        css`
          margin-top: 16px;
        `,
      ]}
    >
      <h2 id="key-offers-title" css={headingStyle}>
        {t('offers.title')}
      </h2>
      {body()}
    </section>
  );
}

function OffersBody({ designId, offers }: { designId: number; offers: DesignOffers }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const closed = useClosedAction('marketPurchase');
  const closedId = useId();
  const describedBy = closed ? closedId : undefined;
  const acceptAttempt = useAttemptKey();
  const [offering, setOffering] = useState<number | null>(null);
  const [accepting, setAccepting] = useState<Offer | null>(null);
  const gold = (amount: number) => formatGold(amount, language);

  const refresh = () => {
    for (const queryKey of [designOffersQueryKey(designId), keySetQueryKey(designId), myItemsQueryKey(designId), GOLD_BALANCE_QUERY_KEY, ME_QUERY_KEY])
      void queryClient.invalidateQueries({ queryKey });
  };
  const { busy, message, setMessage, run } = useActionMessage<string>(() => {
    setAccepting(null);
    refresh();
  });
  const accept = (offer: Offer) =>
    run(`accept-${offer.id}`, async () => {
      const result = await acceptAttempt.send({ offerId: offer.id, amountGold: offer.amountGold }, (key) => acceptOffer(offer.id, offer.amountGold, key));
      return t('offers.accepted', { amount: gold(result.breakdown.sellerGold) });
    });
  const decline = (offer: Offer) => run(`decline-${offer.id}`, async () => (await declineOffer(offer.id), t('offers.declined')));
  const withdraw = (offer: Offer) => run(`withdraw-${offer.id}`, async () => (await withdrawOffer(offer.id), t('offers.withdrawn')));

  const incoming = (offer: Offer) => (
    <li key={offer.id} data-testid="incoming-offer" css={itemStyle}>
      <div css={rowStyle}>
        <strong data-testid="incoming-offer-amount">
          #{offer.serialNo} · {t('offers.gold', { amount: gold(offer.amountGold) })}
        </strong>
        <span css={noteStyle}>{t('offers.from', { nickname: offer.bidderNickname ?? t('offers.unknownMember') })}</span>
      </div>
      <p css={noteStyle}>
        {t('offers.receive', { amount: gold(offer.breakdown.sellerGold) })} ·{' '}
        {t('offers.expires', { date: formatKst(offer.expiresAt, 'dateMinute', language) })}
      </p>
      <div css={actionsStyle}>
        <Button
          disabled={busy !== null || closed !== null}
          onClick={() => setAccepting(offer)}
          aria-describedby={describedBy}
          aria-label={t('offers.acceptLabel', { serial: offer.serialNo, amount: gold(offer.amountGold) })}
          data-testid="offer-accept"
        >
          {t('offers.accept')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void decline(offer)}
          aria-label={t('offers.declineLabel', { serial: offer.serialNo, amount: gold(offer.amountGold) })}
          data-testid="offer-decline"
        >
          {t('offers.decline')}
        </Button>
      </div>
    </li>
  );

  const offerable = (key: OfferableKey) => (
    <li key={key.keyItemId} data-testid="offerable-key" css={itemStyle}>
      <div css={rowStyle}>
        <strong>#{key.serialNo}</strong>
        <span css={noteStyle}>{t('offers.owner', { nickname: key.ownerNickname ?? t('offers.unknownMember') })}</span>
        <span css={noteStyle}>{key.listingPriceGold === null ? t('offers.notListed') : t('offers.listedAt', { amount: gold(key.listingPriceGold) })}</span>
      </div>
      {key.myOffer ? (
        <>
          <p
            css={[
              noteStyle,
              css`
                color: ${theme.colors.gray800};
              `,
            ]}
            data-testid="my-offer"
          >
            {t('offers.myOffer', { amount: gold(key.myOffer.amountGold), date: formatKst(key.myOffer.expiresAt, 'dateMinute', language) })}
          </p>
          <div css={actionsStyle}>
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => key.myOffer && void withdraw(key.myOffer)}
              aria-label={t('offers.withdrawLabel', { serial: key.serialNo })}
              data-testid="offer-withdraw"
            >
              {busy === `withdraw-${key.myOffer.id}` ? t('offers.withdrawing') : t('offers.withdraw')}
            </Button>
          </div>
        </>
      ) : offering === key.keyItemId ? (
        <Suspense fallback={<Skeleton height={160} radius={12} />}>
          <OfferForm
            keyItemId={key.keyItemId}
            serialNo={key.serialNo}
            offers={offers}
            onClose={() => setOffering(null)}
            onDone={(amountGold) => {
              setOffering(null);
              setMessage({ text: t('offers.sent', { amount: gold(amountGold) }), failed: false });
              refresh();
            }}
          />
        </Suspense>
      ) : (
        <div css={actionsStyle}>
          <Button
            variant="secondary"
            disabled={busy !== null || closed !== null}
            onClick={() => setOffering(key.keyItemId)}
            aria-describedby={describedBy}
            aria-label={t('offers.makeOfferLabel', { serial: key.serialNo })}
            data-testid="offer-open"
          >
            {t('offers.makeOffer')}
          </Button>
        </div>
      )}
    </li>
  );

  return (
    <>
      <p css={noteStyle} data-testid="offers-gold">
        {t('offers.goldLine', { available: gold(offers.gold.available), reserved: gold(offers.gold.reserved) })}
      </p>
      <p
        css={[
          noteStyle,
          css`
            font-size: 13px;
          `,
        ]}
      >
        {t('offers.expiryNote', { days: offers.expiryDays })}
      </p>
      {closed && <ClosedActionNote id={closedId} code={closed} data-testid="offers-closed" />}
      {offers.incoming.length > 0 && (
        <div
          css={css`
            display: grid;
            gap: 8px;
          `}
        >
          <h3
            css={css`
              margin: 0;
              font-size: 16px;
            `}
          >
            {t('offers.incomingTitle')}
          </h3>
          <ul css={listStyle} data-testid="incoming-offers">
            {offers.incoming.map(incoming)}
          </ul>
        </div>
      )}
      <div
        css={css`
          display: grid;
          gap: 8px;
        `}
      >
        <h3
          css={css`
            margin: 0;
            font-size: 16px;
          `}
        >
          {t('offers.keysTitle')}
        </h3>
        {offers.keys.length === 0 ? (
          <EmptyState title={t('offers.keysEmpty')} data-testid="offerable-empty" />
        ) : (
          <ul css={listStyle}>{offers.keys.map(offerable)}</ul>
        )}
      </div>
      {message && (
        <p role={message.failed ? 'alert' : 'status'} css={message.failed ? alertStyle : noteStyle} data-testid="offers-message">
          {message.text}
        </p>
      )}
      <Dialog
        open={accepting !== null}
        title={t('offers.confirmTitle')}
        confirmLabel={busy ? t('offers.accepting') : t('offers.confirm')}
        cancelLabel={t('offers.cancel')}
        busy={busy !== null}
        onConfirm={() => accepting && void accept(accepting)}
        onClose={() => setAccepting(null)}
        data-testid="offer-accept-dialog"
      >
        {accepting && (
          <div
            css={css`
              display: grid;
              gap: 12px;
            `}
          >
            <p
              css={css`
                margin: 0;
              `}
            >
              {t('offers.confirmBody', { serial: accepting.serialNo, price: gold(accepting.amountGold) })}
            </p>
            <FeeBreakdown breakdown={accepting.breakdown} />
          </div>
        )}
      </Dialog>
    </>
  );
}
