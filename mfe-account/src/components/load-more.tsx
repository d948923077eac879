import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState } from 'shared-ui';
import { NAMESPACE } from '../namespace';

/** Under a paged list: the next page's error with retry, or the "Load more" button while there is more. */
export function LoadMore<T>({ pages }: { pages: UseInfiniteQueryResult<InfiniteData<T>> }) {
  const { t } = useTranslation(NAMESPACE);
  if (pages.isFetchNextPageError) return <ErrorState error={pages.error} onRetry={() => void pages.fetchNextPage()} />;
  if (!pages.hasNextPage) return null;
  return (
    <Button variant="secondary" fullWidth disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      {pages.isFetchingNextPage ? t('coins.loadingMore') : t('coins.loadMore')}
    </Button>
  );
}
