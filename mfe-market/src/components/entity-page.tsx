import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { ErrorState, PageContainer, Skeleton } from 'shared-ui';
import { artRatio, type ArtKind } from './art-image';
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
 * error of the first read shows retry, loading shows the skeleton, then the page renders its data.
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
  // A refetch that fails (other than a 404) keeps the page the member was reading.
  if (error && data === undefined) {
    return (
      <PageContainer>
        <ErrorState error={error} onRetry={() => void refetch()} />
      </PageContainer>
    );
  }
  if (isPending || data === undefined) return <PageContainer>{skeleton}</PageContainer>;
  return <PageContainer>{children(data)}</PageContainer>;
}

/** The loading state of a page of one thing: its art at its own shape, its title, and `lines` more (their heights). */
export function EntitySkeleton({ art, maxWidth, lines = [] }: { art: ArtKind; maxWidth: number; lines?: readonly number[] }) {
  return (
    <div
      aria-busy="true"
      css={css`
        display: grid;
        gap: 16px;
        max-width: ${maxWidth}px;
      `}
    >
      <Skeleton
        height="auto"
        css={css`
          aspect-ratio: ${artRatio(art)};
        `}
        radius={12}
      />
      <Skeleton width="60%" height={28} />
      {lines.map((height, line) => (
        <Skeleton key={line} height={height} />
      ))}
    </div>
  );
}
