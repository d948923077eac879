import type { ReactNode } from 'react';
import { ErrorState, PageContainer } from 'shared-ui';
import { isNotFound } from './is-not-found';
import { NotFoundState } from './not-found-state';

type EntityQuery<T> = { data: T | undefined; error: Error | null; isPending: boolean; refetch: () => unknown };

export type EntityPageProps<T> = {
  /** The `id` query parameter (null when missing or not a number). */
  id: number | null;
  query: EntityQuery<T>;
  notFound: { title: string; text: string };
  /** The page's own loading skeleton. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The ladder every "page of one thing" climbs: a missing id or a 404 shows not-found, another
 * error shows retry, loading shows the skeleton, then the page renders its data.
 */
export function EntityPage<T>({ id, query, notFound, skeleton, children }: EntityPageProps<T>) {
  const { data, error, isPending, refetch } = query;
  if (id === null || isNotFound(error)) {
    return (
      <PageContainer title={notFound.title} hideTitle>
        <NotFoundState title={notFound.title} text={notFound.text} />
      </PageContainer>
    );
  }
  if (error) {
    return (
      <PageContainer>
        <ErrorState error={error} onRetry={() => void refetch()} />
      </PageContainer>
    );
  }
  if (isPending || data === undefined) return <PageContainer>{skeleton}</PageContainer>;
  return <PageContainer>{children(data)}</PageContainer>;
}
