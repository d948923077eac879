import { css, keyframes } from '@emotion/react';
import { theme } from '../theme';

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

export type SkeletonProps = {
  width?: number | string;
  height?: number | string;
  radius?: number;
  circle?: boolean;
  className?: string;
};

const size = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** A placeholder block shown while content loads (hidden from assistive tech). */
export function Skeleton({ width = '100%', height = 16, radius = theme.radius.sm, circle = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={className}
      css={css`
        display: block;
        width: ${size(width)};
        height: ${size(height)};
        border-radius: ${circle ? '50%' : `${radius}px`};
        background: linear-gradient(90deg, ${theme.colors.gray100} 25%, ${theme.colors.gray50} 50%, ${theme.colors.gray100} 75%);
        background-size: 200% 100%;
        animation: ${shimmer} 1.4s ease-in-out infinite;
        @media (prefers-reduced-motion: reduce) { animation: none; }
      `}
    />
  );
}
