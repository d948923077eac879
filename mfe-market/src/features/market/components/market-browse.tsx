import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { MARKET_SORTS, type MarketListing, type MarketSort } from 'shared-contract';
import { Button, EmptyState, ErrorState, formatGold, Skeleton, useLanguage, useLocalized } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { ArtImage, artRatio } from '../../../components/art-image';
import { RarityBadge } from '../../../components/badges';
import { cardCaption, CardLink, cardTitle } from '../../../components/card-link';
import { CardList } from '../../../components/card-list';
import { FilterSelect } from '../../../components/filter-select';
import { useMarketListings } from '../api/get-market-listings';

const isMarketSort = (value: string | null): value is MarketSort => (MARKET_SORTS as readonly string[]).includes(value ?? '');
export const marketSortFrom = (value: string | null): MarketSort => (isMarketSort(value) ? value : 'newest');

/** One listing: the KEY, its serial and price, the seller; the card opens the payment page. */
function ListingCard({ listing, eager }: { listing: MarketListing; eager: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const localized = useLocalized();
  const name = localized(listing.key.name);
  return (
    <CardLink to={`/market/payment?listingId=${listing.id}`} gap={6} testId="market-browse-card">
      <ArtImage src={listing.key.imageUrl} alt={name} kind="key" eager={eager} />
      <RarityBadge rarity={listing.key.rarity} />
      <strong css={cardTitle(14)}>
        {name} #{listing.serialNo}
      </strong>
      <span css={cardCaption(12)}>{localized(listing.key.projectTitle)}</span>
      <strong css={cardTitle(15)} data-testid="market-browse-price">
        {t('market.gold', { amount: formatGold(listing.priceGold, language) })}
      </strong>
      <span css={cardCaption(12)}>{t('market.listings.seller', { nickname: listing.sellerNickname ?? t('market.listings.unknownSeller') })}</span>
    </CardLink>
  );
}

type MarketBrowseProps = {
  sort: MarketSort;
  onSortChange: (sort: MarketSort) => void;
  /** Only this project's KEYs (from a project page's link); `onClearProject` shows them all again. */
  projectId?: number | undefined;
  onClearProject: () => void;
};

/** The KEYs members sell now (all, or one project's), in the chosen order, with more on demand. */
export function MarketBrowse({ sort, onSortChange, projectId, onClearProject }: MarketBrowseProps) {
  const { t } = useTranslation(NAMESPACE);
  const localized = useLocalized();
  const pages = useMarketListings(sort, projectId);
  const projectTitle = pages.data?.pages[0]?.items[0]?.key.projectTitle;

  const body = () => {
    if (pages.isPending) {
      return (
        <CardList layout="grid" dense>
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton height="auto" css={css`aspect-ratio: ${artRatio('key')};`} radius={12} />
            </li>
          ))}
        </CardList>
      );
    }
    if (!pages.data) return <ErrorState error={pages.error} title={t('market.listings.loadFailed')} onRetry={() => void pages.refetch()} />;
    const listings = pages.data.pages.flatMap((page) => page.items);
    if (listings.length === 0) return <EmptyState title={t('market.browse.empty')} description={t('market.browse.emptyHint')} data-testid="market-browse-empty" />;
    return (
      <>
        <CardList layout="grid" dense aria-label={t('market.browse.list')}>
          {listings.map((listing, index) => (
            <li key={listing.id}>
              <ListingCard listing={listing} eager={index < 4} />
            </li>
          ))}
        </CardList>
        {pages.isFetchNextPageError && <ErrorState error={pages.error} onRetry={() => void pages.fetchNextPage()} />}
        {pages.hasNextPage && !pages.isFetchNextPageError && (
          <Button variant="secondary" fullWidth disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? t('market.browse.loadingMore') : t('market.browse.loadMore')}
          </Button>
        )}
      </>
    );
  };

  return (
    <div css={css`display: grid; gap: 16px;`}>
      {projectId !== undefined && (
        <p css={css`margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 8px; font-size: 14px;`} data-testid="market-browse-project">
          <span>{projectTitle ? t('market.browse.ofProject', { title: localized(projectTitle) }) : t('market.browse.ofThisProject')}</span>
          <Button size="sm" variant="secondary" onClick={onClearProject}>
            {t('market.browse.allProjects')}
          </Button>
        </p>
      )}
      <div css={css`max-width: 240px;`}>
        <FilterSelect
          label={t('market.browse.sort')}
          value={sort}
          onChange={(value) => onSortChange(marketSortFrom(value))}
          options={MARKET_SORTS.map((value) => ({ value, label: t(`market.browse.sorts.${value}`) }))}
        />
      </div>
      {body()}
    </div>
  );
}
