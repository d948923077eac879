import { css, keyframes } from '@emotion/react';
import { useEffect, useSyncExternalStore } from 'react';
import { theme } from '../theme';

/**
 * How many skeletons are on screen, in every app (shared-ui is one shared module): a page that shows skeletons already
 * shows that it is loading, so the shell keeps its full-screen loading overlay for waits with nothing else to show.
 */
let skeletonsShown = 0;
const listeners = new Set<() => void>();
const changeSkeletonsShown = (by: number) => {
  skeletonsShown += by;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether any skeleton is on screen. */
export const useSkeletonShown = () =>
  useSyncExternalStore(
    subscribe,
    () => skeletonsShown > 0,
    () => false,
  );

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

/** A placeholder block shown while content loads (hidden from assistive tech; counted by `useSkeletonShown`). */
export function Skeleton({ width = '100%', height = 16, radius = theme.radius.sm, circle = false, className }: SkeletonProps) {
  useEffect(() => {
    changeSkeletonsShown(1);
    return () => changeSkeletonsShown(-1);
  }, []);
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
        @media (prefers-reduced-motion: reduce) {
          animation: none;
        }
      `}
    />
  );
}
