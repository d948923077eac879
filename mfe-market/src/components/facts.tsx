import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from 'shared-ui';

/** A definition list of label / value rows. */
export function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl
      css={css`
        display: grid;
        grid-template-columns: max-content 1fr;
        gap: 10px 16px;
        margin: 0;
        font-size: 14px;
        dt {
          color: ${theme.colors.gray500};
        }
        dd {
          margin: 0;
          color: ${theme.colors.gray900};
          font-weight: 500;
        }
      `}
    >
      {rows.map((row) => (
        <div
          key={row.label}
          css={css`
            display: contents;
          `}
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
