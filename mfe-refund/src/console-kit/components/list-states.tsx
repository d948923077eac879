import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { ActionResult, type ActionOutcome } from './action-result';
import { actionsRowStyle } from './console-styles';

/** The parts of a TanStack query a console list reads. */
export type ListQuery<T> = { isPending: boolean; data: readonly T[] | undefined; error: unknown; refetch: () => unknown };

type StateProps = {
  /** Announced while the list loads. */
  loadingLabel: string;
  /** The heading of the failure (with a retry). */
  errorTitle: string;
  /** The placeholder rows' heights while loading. */
  skeletons?: readonly number[];
};

const stackStyle = css`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

/** The placeholder of a loading list, announced by `label`. */
export function LoadingRows({ label, skeletons = [96] }: { label: string; skeletons?: readonly number[] }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      css={css`
        display: grid;
        gap: 8px;
      `}
    >
      {skeletons.map((height, row) => (
        <Skeleton key={row} height={height} />
      ))}
    </div>
  );
}

type ListStatesProps<T> = StateProps & {
  query: ListQuery<T>;
  emptyTitle: string;
  emptyTestId: string;
  /** Draws the list once it has items. */
  children: (items: readonly T[]) => ReactNode;
};

/** A console list's body: loading, the failure with a retry, empty, or the items. */
export function ListStates<T>({ query, loadingLabel, errorTitle, skeletons, emptyTitle, emptyTestId, children }: ListStatesProps<T>) {
  if (query.isPending) return <LoadingRows label={loadingLabel} skeletons={skeletons} />;
  if (!query.data) return <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={emptyTitle} data-testid={emptyTestId} />;
  return <>{children(query.data)}</>;
}

type ListShellProps<T> = ListStatesProps<T> & {
  result: ActionOutcome | null;
  resultTestId: string;
  /** What stands above the list once it has loaded (an admin's create button or open form), given the items. */
  toolbar?: (items: readonly T[]) => ReactNode;
  /** What follows the list (a confirmation dialog). */
  after?: ReactNode;
};

/**
 * A console list that staff act on: loading and the failure in its place; once loaded, the last action's result, the
 * toolbar, then the items (or the empty state), then `after`.
 */
export function ListShell<T>({ query, loadingLabel, errorTitle, skeletons, result, resultTestId, toolbar, after, ...list }: ListShellProps<T>) {
  if (query.isPending) return <LoadingRows label={loadingLabel} skeletons={skeletons} />;
  if (!query.data) return <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  return (
    <div css={stackStyle}>
      <ActionResult result={result} data-testid={resultTestId} />
      {toolbar?.(query.data)}
      <ListStates query={query} loadingLabel={loadingLabel} errorTitle={errorTitle} {...list} />
      {after}
    </div>
  );
}

/** An admin's way to open a list's create form (in its own row above the list). */
export function CreateButton({ label, onClick, 'data-testid': testId }: { label: string; onClick: () => void; 'data-testid': string }) {
  return (
    <div css={actionsRowStyle}>
      <Button onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    </div>
  );
}
