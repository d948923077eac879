import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { mq } from 'shared-ui';

type CardListProps = {
  children: ReactNode;
  'aria-label'?: string;
  /** `rail` scrolls sideways on mobile and becomes a grid on desktop; `grid` is a grid everywhere. */
  layout?: 'rail' | 'grid';
  /** Narrower cards (KEYs are portrait). */
  dense?: boolean;
};

export function CardList({ children, layout = 'rail', dense = false, ...aria }: CardListProps) {
  const min = dense ? 150 : 200;
  return (
    <ul
      aria-label={aria['aria-label']}
      css={[
        css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: 12px;
          & > li {
            min-width: 0;
          }
        `,
        layout === 'rail'
          ? css`
              grid-auto-flow: column;
              grid-auto-columns: ${dense ? '40%' : '62%'};
              overflow-x: auto;
              scroll-snap-type: x mandatory;
              overscroll-behavior-x: contain;
              padding-bottom: 8px;
              & > li {
                scroll-snap-align: start;
              }
              ${mq.desktop} {
                grid-auto-flow: row;
                grid-template-columns: repeat(auto-fill, minmax(${min}px, 1fr));
                overflow: visible;
              }
            `
          : css`
              grid-template-columns: repeat(2, minmax(0, 1fr));
              ${mq.desktop} {
                grid-template-columns: repeat(auto-fill, minmax(${min}px, 1fr));
                gap: 16px;
              }
            `,
      ]}
    >
      {children}
    </ul>
  );
}
