import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MarketListingItem } from 'shared-contract';
import { formatGold, useLanguage, useLocalized } from 'shared-ui';
import { ArtImage } from '../../../components/art-image';
import { RarityBadge } from '../../../components/badges';
import { cardCaption, CardLink, cardTitle } from '../../../components/card-link';
import { NAMESPACE } from '../../../namespace';

/** Two short caption lines; a long amount wraps inside the card rather than widening the grid's column. */
const designPricesStyle = css`
  display: grid;
  gap: 2px;
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

/** One listing: the KEY, its serial and price, its design's floor and last sale, the seller; the card opens the payment page. */
export function ListingCard({ listing, eager }: { listing: MarketListingItem; eager: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const name = localized(listing.key.name);
  const gold = (amount: number) => formatGold(amount, language);
  const { floorGold, lastSaleGold } = listing.designPrices;
  return (
    <CardLink to={`/market/payment?listingId=${listing.id}`} gap={6} testId="market-browse-card">
      <ArtImage src={listing.key.imageUrl} alt={name} kind="key" eager={eager} />
      <RarityBadge rarity={listing.key.rarity} />
      <strong css={cardTitle(14)}>
        {name} #{listing.serialNo}
      </strong>
      <span css={cardCaption(12)}>{localized(listing.key.projectTitle)}</span>
      <strong css={cardTitle(15)} data-testid="market-browse-price">
        {t('market.gold', { amount: gold(listing.priceGold) })}
      </strong>
      <span css={[cardCaption(12), designPricesStyle]} data-testid="market-browse-design-prices">
        {floorGold !== null && <span>{t('market.browse.floor', { amount: gold(floorGold) })}</span>}
        <span>{lastSaleGold === null ? t('market.browse.noSales') : t('market.browse.lastSale', { amount: gold(lastSaleGold) })}</span>
      </span>
      <span css={cardCaption(12)}>{t('market.listings.seller', { nickname: listing.sellerNickname ?? t('market.listings.unknownSeller') })}</span>
    </CardLink>
  );
}
