import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { KEY_SORTS } from 'shared-contract';
import { Button, EmptyState, ErrorState, PageContainer, Skeleton, theme } from 'shared-ui';
import { artRatio } from '../components/art-image';
import { CardList } from '../components/card-list';
import { KeyCard } from '../components/key-card';
import { useAllKeys, type KeySort } from '../features/key/api/get-all-keys';
import { NAMESPACE } from '../namespace';

const isKeySort = (value: string | null): value is KeySort => KEY_SORTS.some((sort) => sort === value);

export default function AllKeysPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const requested = params.get('sort');
  const sort: KeySort = isKeySort(requested) ? requested : 'newest';
  const { data, error, isPending, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useAllKeys(sort);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;

  const sortSelect = (
    <label
      css={css`
        display: flex;
        align-items: center;
        gap: 8px;
        font-size: 14px;
        color: ${theme.colors.gray600};
      `}
    >
      {t('allKeys.sort')}
      <select
        value={sort}
        onChange={(event) => setParams({ sort: event.target.value }, { replace: true })}
        css={css`
          min-height: 36px;
          padding: 0 8px;
          border: 1px solid ${theme.colors.gray300};
          border-radius: 8px;
          font: inherit;
          background: ${theme.colors.white};
        `}
      >
        {KEY_SORTS.map((option) => (
          <option key={option} value={option}>
            {t(`allKeys.sorts.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <PageContainer title={t('allKeys.title')} subtitle={data ? t('allKeys.total', { total }) : undefined} actions={sortSelect}>
      {isPending ? (
        <CardList layout="grid" dense>
          {Array.from({ length: 8 }, (_, index) => (
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
      ) : error && items.length === 0 ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('allKeys.empty')} />
      ) : (
        <>
          <CardList layout="grid" dense aria-label={t('allKeys.title')}>
            {items.map((item, index) => (
              <li key={item.id}>
                <KeyCard item={item} eager={index < 4} />
              </li>
            ))}
          </CardList>
          {error ? <ErrorState error={error} onRetry={() => void fetchNextPage()} /> : null}
          {hasNextPage ? (
            <div
              css={css`
                display: flex;
                justify-content: center;
                margin-top: 24px;
              `}
            >
              <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {t('allKeys.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </PageContainer>
  );
}
