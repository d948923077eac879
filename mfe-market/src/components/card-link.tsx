import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { stylePer, theme } from 'shared-ui';

const cardLink = stylePer(
  (gap: number) => css`
    display: flex;
    flex-direction: column;
    gap: ${gap}px;
    color: inherit;
    text-decoration: none;
    border-radius: ${theme.radius.md}px;
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
    &:hover img {
      filter: brightness(0.96);
    }
  `,
);

/** The frame of a catalog card: one link around the art and its caption lines. */
export function CardLink({ to, gap, testId, children }: { to: string; gap: number; testId: string; children: ReactNode }) {
  return (
    <Link to={to} data-testid={testId} css={cardLink(gap)}>
      {children}
    </Link>
  );
}

export const cardTitle = stylePer(
  (fontSize: number) => css`
    font-size: ${fontSize}px;
    line-height: 1.35;
    color: ${theme.colors.gray900};
  `,
);
export const cardCaption = stylePer(
  (fontSize: number) => css`
    font-size: ${fontSize}px;
    color: ${theme.colors.gray500};
  `,
);
