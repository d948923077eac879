import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, PageContainer, Skeleton } from 'shared-ui';
import { artRatio } from '../components/art-image';
import { CardList } from '../components/card-list';
import { useCollectionList } from '../features/collection/api/get-collection-list';
import { useShop } from '../features/shop/api/get-shop';
import { ShopCard } from '../features/shop/components/shop-card';
import { ShopFiltersBar } from '../features/shop/components/shop-filters';
import { nextShopParams, shopFiltersFrom } from '../features/shop/shop-params';
import { NAMESPACE } from '../namespace';

export default function ShopPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const filters = shopFiltersFrom(params);
  const { data, error, isPending, refetch } = useShop(filters);
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
              <Skeleton height="auto" css={css`aspect-ratio: ${artRatio('project')};`} radius={12} />
            </li>
          ))}
        </CardList>
      );
    }
    if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
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
    <PageContainer title={t('shop.title')} subtitle={data ? t('shop.total', { total: data.total }) : t('shop.subtitle')}>
      <ShopFiltersBar
        filters={filters}
        webtoons={webtoons.map((group) => group.collection)}
        themes={themes.map((group) => group.collection)}
        onChange={(change) => setParams(nextShopParams(params, change), { replace: true })}
        onReset={reset}
      />
      {body()}
    </PageContainer>
  );
}
