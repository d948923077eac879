import { css } from '@emotion/react';
import { theme } from 'shared-ui';

export function SupplyBar({ remaining, total, label }: { remaining: number; total: number; label: string }) {
  const percent = total > 0 ? Math.round((remaining / total) * 100) : 0;
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={remaining}
      aria-valuetext={`${remaining} / ${total}`}
      css={css`
        height: 8px;
        border-radius: 4px;
        background: ${theme.colors.gray100};
        overflow: hidden;
      `}
    >
      <span
        css={css`
          display: block;
          height: 100%;
          width: ${percent}%;
          background: ${theme.colors.pink};
        `}
      />
    </div>
  );
}
