import { css } from '@emotion/react';
import { Skeleton } from 'shared-ui';
import { artRatio } from '../../../components/art-image';
import { CardList } from '../../../components/card-list';

export function MainSkeleton() {
  return (
    <div data-testid="main-skeleton" aria-busy="true">
      <Skeleton
        height="auto"
        css={css`
          aspect-ratio: ${artRatio('banner')};
        `}
        radius={20}
      />
      {[0, 1].map((section) => (
        <div
          key={section}
          css={css`
            margin-top: 32px;
            display: flex;
            flex-direction: column;
            gap: 12px;
          `}
        >
          <Skeleton width={160} height={24} />
          <CardList>
            {[0, 1, 2, 3].map((card) => (
              <li key={card}>
                <Skeleton
                  height="auto"
                  css={css`
                    aspect-ratio: ${artRatio('project')};
                  `}
                  radius={12}
                />
                <Skeleton
                  width="70%"
                  height={16}
                  css={css`
                    margin-top: 8px;
                  `}
                />
              </li>
            ))}
          </CardList>
        </div>
      ))}
    </div>
  );
}
