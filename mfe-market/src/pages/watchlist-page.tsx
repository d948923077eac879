import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, PageContainer, Skeleton, theme, visuallyHidden } from 'shared-ui';
import { useWatchlist } from '../features/watchlist/api/get-watchlist';
import { WatchRow } from '../features/watchlist/components/watch-row';
import { NAMESPACE } from '../namespace';

/** `/market/watchlist` (members): every watch with the market now (floor, last sale, number listed), edit price, remove. */
export default function WatchlistPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useWatchlist();
  const [message, setMessage] = useState('');

  const body = () => {
    if (list.isPending) {
      return (
        <div
          aria-busy="true"
          data-testid="watchlist-loading"
          css={css`
            display: grid;
            gap: 12px;
          `}
        >
          <span css={visuallyHidden}>{t('watchlist.loading')}</span>
          <Skeleton height={180} radius={12} />
          <Skeleton height={180} radius={12} />
        </div>
      );
    }
    if (list.isError) return <ErrorState error={list.error} title={t('watchlist.loadFailed')} onRetry={() => void list.refetch()} />;
    const { items, max } = list.data;
    if (items.length === 0) {
      return (
        <EmptyState
          data-testid="watchlist-empty"
          title={t('watchlist.emptyTitle')}
          description={t('watchlist.emptyDescription')}
          action={<Button to="/shop?tab=market">{t('watchlist.browse')}</Button>}
        />
      );
    }
    return (
      <>
        <p
          css={css`
            margin: 0 0 12px;
            font-size: 14px;
            color: ${theme.colors.gray600};
          `}
          data-testid="watchlist-count"
        >
          {t('watchlist.count', { count: items.length, max })}
        </p>
        <ul
          aria-label={t('watchlist.title')}
          css={css`
            display: grid;
            gap: 12px;
            margin: 0;
            padding: 0;
          `}
        >
          {items.map((watch) => (
            <WatchRow key={watch.id} watch={watch} onMessage={setMessage} />
          ))}
        </ul>
      </>
    );
  };

  return (
    <PageContainer title={t('watchlist.title')} subtitle={t('watchlist.intro')}>
      <p
        role="status"
        css={css`
          margin: 0 0 8px;
        `}
        data-testid="watchlist-message"
      >
        {message}
      </p>
      {body()}
    </PageContainer>
  );
}
