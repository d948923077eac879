import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const stackStyle = css`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const titleStyle = css`
  margin: 0;
  font-size: 17px;
`;

/** One view of the community section (reports, bans, communities): its heading, then what it holds. */
export function ViewPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div css={stackStyle}>
      <h3 css={titleStyle}>{title}</h3>
      {children}
    </div>
  );
}
