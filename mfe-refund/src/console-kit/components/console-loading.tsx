import { css } from '@emotion/react';
import { Skeleton } from 'shared-ui';

/** The console (or one of its sections) loading: what is loading, said in words, over placeholder blocks. */
export function ConsoleLoading({ label, testId, skeletons }: { label: string; testId: string; skeletons: readonly number[] }) {
  return (
    <div
      role="status"
      data-testid={testId}
      css={css`
        display: grid;
        gap: 12px;
      `}
    >
      <span
        css={css`
          font-size: 14px;
        `}
      >
        {label}
      </span>
      {skeletons.map((height, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  );
}
