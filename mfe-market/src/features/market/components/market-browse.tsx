import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MarketFilters, MarketSort } from 'shared-contract';
import { ApiError } from 'shared-session';
import { Button, EmptyState, ErrorState, Skeleton, theme } from 'shared-ui';
import { NAMESPACE } from '../../../namespace';
import { artRatio } from '../../../components/art-image';
import { CardList } from '../../../components/card-list';
import { useMarketListings } from '../api/get-market-listings';
import { useMarketFacets } from '../price/api/get-market-facets';
import { hasMarketFilters, type MarketFilterChange } from '../price/market-filter-params';
import { MarketFiltersBar } from '../price/market-filters-bar';
import { PricePanel } from '../price/price-panel';
import { ListingCard } from './listing-card';

type MarketBrowseProps = {
  filters: MarketFilters;
  sort: MarketSort;
  onChange: (change: MarketFilterChange) => void;
  onReset: () => void;
};

/**
 * The KEYs members sell now, filtered (project, KEY design, rarity, price and serial ranges, with the counts per
 * choice) and in the chosen order, with more on demand; a chosen KEY design or project shows its market prices.
 */
export function MarketBrowse({ filters, sort, onChange, onReset }: MarketBrowseProps) {
  const { t } = useTranslation(NAMESPACE);
  const pages = useMarketListings(sort, filters);
  const facets = useMarketFacets(filters);
  const filtered = hasMarketFilters(filters);
  const scope =
    filters.keyDesignId !== undefined ? { keyDesignId: filters.keyDesignId } : filters.projectId !== undefined ? { projectId: filters.projectId } : null;

  const body = () => {
    if (pages.isPending) {
      return (
        <CardList layout="grid" dense>
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton
                height="auto"
                css={css`
                  aspect-ratio: ${artRatio('key')};
                `}
                radius={12}
              />
            </li>
          ))}
        </CardList>
      );
    }
    // Filters the api refuses (typed into the URL by hand: a minimum above its maximum, a price out of range) cannot
    // be retried as they are: say why and offer to clear them.
    if (!pages.data && pages.error instanceof ApiError && pages.error.code === 'MARKET_FILTER_INVALID') {
      return (
        <EmptyState
          title={t('prices.filters.invalidTitle')}
          description={pages.error.message}
          action={
            <Button variant="secondary" onClick={onReset}>
              {t('prices.filters.reset')}
            </Button>
          }
          data-testid="market-filters-invalid"
        />
      );
    }
    if (!pages.data) return <ErrorState error={pages.error} title={t('market.listings.loadFailed')} onRetry={() => void pages.refetch()} />;
    const listings = pages.data.pages.flatMap((page) => page.items);
    if (listings.length === 0) {
      return filtered ? (
        <EmptyState
          title={t('shop.empty')}
          description={t('shop.emptyHint')}
          action={
            <Button variant="secondary" onClick={onReset}>
              {t('prices.filters.reset')}
            </Button>
          }
          data-testid="market-browse-empty"
        />
      ) : (
        <EmptyState title={t('market.browse.empty')} description={t('market.browse.emptyHint')} data-testid="market-browse-empty" />
      );
    }
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
    <div
      css={css`
        display: grid;
        gap: 16px;
      `}
    >
      <MarketFiltersBar filters={filters} sort={sort} facets={facets.data} onChange={onChange} onReset={onReset} />
      {scope && <PricePanel key={JSON.stringify(scope)} scope={scope} />}
      <p
        role="status"
        css={css`
          margin: 0;
          font-size: 14px;
          color: ${theme.colors.gray700};
        `}
        data-testid="market-browse-count"
      >
        {facets.data ? t('prices.filters.results', { count: facets.data.total }) : ''}
      </p>
      {body()}
    </div>
  );
}
