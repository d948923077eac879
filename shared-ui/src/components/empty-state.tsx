import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../theme';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
};

export const stateBoxStyle = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 40px 16px;
  text-align: center;
  color: ${theme.colors.gray600};
  & > p {
    margin: 0;
  }
`;

export function EmptyState({ title, description, action, ...rest }: EmptyStateProps) {
  return (
    <div role="status" data-testid={rest['data-testid'] ?? 'empty-state'} css={stateBoxStyle}>
      <p
        css={css`
          font-size: 16px;
          font-weight: 600;
          color: ${theme.colors.gray800};
        `}
      >
        {title}
      </p>
      {description ? (
        <p
          css={css`
            font-size: 14px;
          `}
        >
          {description}
        </p>
      ) : null}
      {action}
    </div>
  );
}
