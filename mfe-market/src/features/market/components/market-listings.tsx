import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useMe } from 'shared-session';
import { Button, EmptyState, ErrorState, Skeleton, formatGold, theme, useLanguage } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { useKeySet } from '../../../api/get-key-set';
import { headingStyle, listStyle, noteStyle, panelStyle } from '../../../components/panel-styles';

/**
 * While the listings load: a skeleton exactly the size of the empty list (the commonest answer, drawn invisibly under
 * it), so what follows on the page does not move when the answer comes.
 */
function ListingsSkeleton({ emptyTitle }: { emptyTitle: string }) {
  return (
    <div
      css={css`
        position: relative;
      `}
    >
      <div
        aria-hidden="true"
        css={css`
          visibility: hidden;
        `}
      >
        <EmptyState title={emptyTitle} />
      </div>
      <span
        css={css`
          position: absolute;
          inset: 0;
        `}
      >
        <Skeleton height="100%" radius={12} />
      </span>
    </div>
  );
}

/** The design's ACTIVE listings on `/key/details`, cheapest first: serial, price, seller, Buy. */
export function MarketListings({ designId }: { designId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const keySet = useKeySet(designId);
  const { me } = useMe();

  const body = () => {
    if (keySet.isPending) return <ListingsSkeleton emptyTitle={t('market.listings.empty')} />;
    if (keySet.isError) return <ErrorState error={keySet.error} title={t('market.listings.loadFailed')} onRetry={() => void keySet.refetch()} />;
    if (keySet.data.listings.length === 0) return <EmptyState title={t('market.listings.empty')} data-testid="listings-empty" />;
    return (
      <ul css={listStyle} data-testid="market-listings">
        {keySet.data.listings.map((listing) => {
          const amount = formatGold(listing.priceGold, language);
          const mine = me !== null && me !== undefined && listing.sellerNickname !== null && listing.sellerNickname === me.nickname;
          return (
            <li
              key={listing.id}
              data-testid="market-listing"
              css={css`
                display: flex;
                flex-wrap: wrap;
                gap: 8px 12px;
                align-items: center;
                justify-content: space-between;
                padding: 10px 0;
                border-top: 1px solid ${theme.colors.gray100};
                &:first-of-type {
                  border-top: 0;
                }
              `}
            >
              <div
                css={css`
                  display: grid;
                  gap: 2px;
                  min-width: 0;
                `}
              >
                <strong data-testid="listing-price">
                  #{listing.serialNo} · {t('market.gold', { amount })}
                </strong>
                <span css={noteStyle}>{t('market.listings.seller', { nickname: listing.sellerNickname ?? t('market.listings.unknownSeller') })}</span>
              </div>
              {mine ? (
                <span css={noteStyle}>{t('market.listings.mine')}</span>
              ) : (
                <Button
                  size="sm"
                  to={`/market/payment?listingId=${listing.id}`}
                  aria-label={t('market.listings.buyLabel', { serial: listing.serialNo, amount })}
                  data-testid="listing-buy"
                >
                  {t('market.listings.buy')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <section
      aria-labelledby="market-listings-title"
      css={[
        panelStyle,
        css`
          margin-top: 16px;
        `,
      ]}
    >
      <h2 id="market-listings-title" css={headingStyle}>
        {t('market.listings.title')}
      </h2>
      {body()}
    </section>
  );
}
