import { css } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Offer, OfferDirection } from 'shared-contract';
import { useActionMessage, useAttemptKey, useClosedAction } from 'shared-session';
import { Button, ClosedActionNote, Dialog, EmptyState, ErrorState, Skeleton, formatGold, formatKst, theme, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { acceptOffer, declineOffer, myOffersQueryKey, useMyOffers, withdrawOffer } from '../api/offers-api';

const itemStyle = css`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: 12px;
  padding: 14px 0;
  border-top: 1px solid ${theme.colors.gray100};
  &:first-of-type {
    border-top: 0;
  }
`;

const noteStyle = css`
  margin: 0;
  font-size: 14px;
  line-height: 1.5;
  color: ${theme.colors.gray600};
`;

/** The member's offers of one direction: each KEY, amount, counterpart, state and what may be done with it. */
export function OfferList({ direction }: { direction: OfferDirection }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const offers = useMyOffers(direction);
  const closed = useClosedAction('marketPurchase');
  const closedId = useId();
  const attempt = useAttemptKey();
  const [accepting, setAccepting] = useState<Offer | null>(null);
  const {
    busy,
    message,
    run: runAction,
  } = useActionMessage<number>(() => {
    setAccepting(null);
    void queryClient.invalidateQueries({ queryKey: myOffersQueryKey(direction) });
  });
  const gold = (amount: number) => formatGold(amount, language);

  if (offers.isPending) return <Skeleton height={160} radius={12} />;
  if (offers.isError) return <ErrorState error={offers.error} title={t('offers.loadFailed')} onRetry={() => void offers.refetch()} />;

  const run = (offer: Offer, action: () => Promise<string>) => runAction(offer.id, action);
  const accept = (offer: Offer) =>
    run(offer, async () => {
      const result = await attempt.send({ offerId: offer.id, amountGold: offer.amountGold }, (key) => acceptOffer(offer.id, offer.amountGold, key));
      return t('offers.accepted', { amount: gold(result.breakdown.sellerGold) });
    });
  const decline = (offer: Offer) => run(offer, async () => (await declineOffer(offer.id), t('offers.declined')));
  const withdraw = (offer: Offer) => run(offer, async () => (await withdrawOffer(offer.id), t('offers.withdrawn')));
  const names = (offer: Offer) => ({ serial: offer.serialNo, amount: gold(offer.amountGold) });
  const split = (offer: Offer) => ({
    receive: gold(offer.breakdown.sellerGold),
    creator: gold(offer.breakdown.creatorGold),
    fee: gold(offer.breakdown.feeGold),
  });

  const actions = (offer: Offer) => {
    if (offer.status !== 'PENDING') return null;
    if (offer.toMe) {
      return (
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
          `}
        >
          <Button
            disabled={busy !== null || closed !== null}
            aria-describedby={closed ? closedId : undefined}
            onClick={() => setAccepting(offer)}
            aria-label={t('offers.acceptLabel', names(offer))}
            data-testid="cabinet-offer-accept"
          >
            {t('offers.accept')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => void decline(offer)}
            aria-label={t('offers.declineLabel', names(offer))}
            data-testid="cabinet-offer-decline"
          >
            {busy === offer.id ? t('offers.working') : t('offers.decline')}
          </Button>
        </div>
      );
    }
    return (
      <div>
        <Button
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void withdraw(offer)}
          aria-label={t('offers.withdrawLabel', names(offer))}
          data-testid="cabinet-offer-withdraw"
        >
          {busy === offer.id ? t('offers.working') : t('offers.withdraw')}
        </Button>
      </div>
    );
  };

  const empty =
    direction === 'incoming' ? (
      <EmptyState title={t('offers.emptyIncoming')} data-testid="cabinet-offers-empty" />
    ) : (
      <EmptyState title={t('offers.emptyOutgoing')} description={t('offers.emptyOutgoingHint')} data-testid="cabinet-offers-empty" />
    );

  return (
    <div
      css={css`
        display: grid;
        gap: 12px;
      `}
    >
      {closed && <ClosedActionNote id={closedId} code={closed} />}
      {offers.data.items.length === 0 && empty}
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
        `}
        data-testid="cabinet-offers"
      >
        {offers.data.items.map((offer) => (
          <li key={offer.id} css={itemStyle} data-testid="cabinet-offer">
            <img
              src={offer.key.imageUrl}
              alt=""
              width={64}
              height={90}
              css={css`
                width: 64px;
                height: auto;
                border-radius: 8px;
                background: ${theme.colors.gray100};
              `}
            />
            <div
              css={css`
                display: grid;
                gap: 6px;
                min-width: 0;
              `}
            >
              <div
                css={css`
                  display: flex;
                  flex-wrap: wrap;
                  gap: 4px 12px;
                  align-items: baseline;
                `}
              >
                <Link
                  to={`/key/details?id=${offer.key.id}`}
                  css={css`
                    font-weight: 700;
                    color: ${theme.colors.gray900};
                    min-height: 24px;
                  `}
                >
                  {localized(offer.key.name)} #{offer.serialNo}
                </Link>
                <strong data-testid="cabinet-offer-amount">{t('offers.amount', { amount: gold(offer.amountGold) })}</strong>
                <span
                  data-testid="cabinet-offer-status"
                  css={css`
                    font-size: 13px;
                    font-weight: 700;
                    color: ${offer.status === 'PENDING' ? theme.colors.gray900 : theme.colors.gray600};
                  `}
                >
                  {t(`offers.status.${offer.status}`)}
                </span>
              </div>
              <p css={noteStyle}>
                {offer.toMe
                  ? t('offers.from', { nickname: offer.bidderNickname ?? t('offers.unknown') })
                  : t('offers.to', { nickname: offer.ownerNickname ?? t('offers.unknown') })}
                {' · '}
                {offer.status === 'PENDING'
                  ? t('offers.expires', { date: formatKst(offer.expiresAt, 'dateMinute', language) })
                  : t('offers.closedAt', { date: formatKst(offer.closedAt ?? offer.expiresAt, 'dateMinute', language) })}
              </p>
              {offer.status === 'PENDING' && (
                <p css={noteStyle} data-testid="cabinet-offer-note">
                  {offer.toMe ? t('offers.receive', split(offer)) : t('offers.heldNote', { amount: gold(offer.amountGold) })}
                </p>
              )}
              {actions(offer)}
            </div>
          </li>
        ))}
      </ul>
      {message && (
        <p
          role={message.failed ? 'alert' : 'status'}
          data-testid="cabinet-offers-message"
          css={[
            noteStyle,
            message.failed &&
              css`
                color: ${theme.colors.gray900};
                font-weight: 600;
              `,
          ]}
        >
          {message.text}
        </p>
      )}
      <Dialog
        open={accepting !== null}
        title={t('offers.confirmTitle')}
        confirmLabel={busy !== null ? t('offers.working') : t('offers.confirm')}
        cancelLabel={t('offers.cancel')}
        busy={busy !== null}
        onConfirm={() => accepting && void accept(accepting)}
        onClose={() => setAccepting(null)}
        data-testid="cabinet-offer-dialog"
      >
        {accepting && (
          <p
            css={css`
              margin: 0;
            `}
          >
            {t('offers.confirmBody', {
              name: localized(accepting.key.name),
              serial: accepting.serialNo,
              price: gold(accepting.amountGold),
              ...split(accepting),
            })}
          </p>
        )}
      </Dialog>
    </div>
  );
}
