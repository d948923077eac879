import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, PageContainer, Skeleton, Tabs, tabPanelProps, type TabItem } from 'shared-ui';
import { artRatio } from '../components/art-image';
import { CardList } from '../components/card-list';
import { useCollectionList } from '../features/collection/api/get-collection-list';
import { MarketBrowse } from '../features/market/components/market-browse';
import { clearedMarketParams, marketFiltersFrom, marketSortFrom, nextMarketParams } from '../features/market/price/market-filter-params';
import { useShop } from '../features/shop/api/get-shop';
import { ShopCard } from '../features/shop/components/shop-card';
import { ShopFiltersBar } from '../features/shop/components/shop-filters';
import { nextShopParams, shopFiltersFrom } from '../features/shop/shop-params';
import { NAMESPACE } from '../namespace';

type ShopTab = 'projects' | 'market';
const TABS_PREFIX = 'shop';

/**
 * Members' listings: `?tab=market` with the filters and the order in the URL (`market-filter-params.ts`); each change
 * is a history entry, so Back undoes it and the page can be shared or reloaded as it is.
 */
function MarketTab() {
  const [params, setParams] = useSearchParams();
  return (
    <MarketBrowse
      filters={marketFiltersFrom(params)}
      sort={marketSortFrom(params)}
      onChange={(change) => setParams((current) => nextMarketParams(current, change))}
      onReset={() => setParams((current) => clearedMarketParams(current))}
    />
  );
}

/** `/shop`: the projects on sale (sort and filters in the URL) and, in a second tab, the KEYs members sell. */
export default function ShopPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const tab: ShopTab = params.get('tab') === 'market' ? 'market' : 'projects';
  const tabs: TabItem<ShopTab>[] = [
    { id: 'projects', label: t('shop.list') },
    { id: 'market', label: t('market.browse.tab') },
  ];
  const selectTab = (next: ShopTab) => setParams(next === 'market' ? { tab: 'market' } : {}, { replace: true });
  const filters = shopFiltersFrom(params);
  const { data, error, isPending, isLoadingError, refetch } = useShop(filters);
  const webtoons = useCollectionList('webtoon').data ?? [];
  const themes = useCollectionList('theme').data ?? [];
  const filtered = filters.webtoonId !== undefined || filters.themeId !== undefined || filters.rarity !== undefined;
  const reset = () => setParams(nextShopParams(params, { webtoon: '', theme: '', rarity: '' }), { replace: true });

  const body = () => {
    if (isPending) {
      return (
        <CardList layout="grid">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton
                height="auto"
                css={css`
                  aspect-ratio: ${artRatio('project')};
                `}
                radius={12}
              />
            </li>
          ))}
        </CardList>
      );
    }
    if (isLoadingError) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (data.items.length === 0) {
      return filtered ? (
        <EmptyState
          title={t('shop.empty')}
          description={t('shop.emptyHint')}
          action={
            <Button variant="secondary" onClick={reset}>
              {t('shop.reset')}
            </Button>
          }
        />
      ) : (
        <EmptyState title={t('shop.emptyAll')} />
      );
    }
    return (
      <CardList layout="grid" aria-label={t('shop.list')}>
        {data.items.map((project, index) => (
          <li key={project.id}>
            <ShopCard project={project} eager={index < 4} />
          </li>
        ))}
      </CardList>
    );
  };

  return (
    <PageContainer
      title={t('shop.title')}
      subtitle={tab === 'market' ? t('market.browse.list') : data ? t('shop.total', { total: data.total }) : t('shop.subtitle')}
    >
      <Tabs aria-label={t('shop.title')} idPrefix={TABS_PREFIX} items={tabs} value={tab} onChange={selectTab} data-testid="shop-tabs" />
      <div
        {...tabPanelProps(TABS_PREFIX, tab)}
        css={css`
          padding-top: 16px;
        `}
      >
        {tab === 'market' ? (
          <MarketTab />
        ) : (
          <>
            <ShopFiltersBar
              filters={filters}
              webtoons={webtoons.map((group) => group.collection)}
              themes={themes.map((group) => group.collection)}
              onChange={(change) => setParams(nextShopParams(params, change), { replace: true })}
              onReset={reset}
            />
            {body()}
          </>
        )}
      </div>
    </PageContainer>
  );
}
