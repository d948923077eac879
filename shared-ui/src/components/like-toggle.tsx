import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { mq, theme } from '../theme';

export type LikeToggleProps = {
  liked: boolean;
  onToggle: () => void;
  disabled?: boolean;
  /** What follows the heart, e.g. a hidden "Like" and the count: the button's accessible name ("Like 3"). */
  children: ReactNode;
  'data-testid'?: string;
  /** Added to the button's style: Emotion's `css` prop on LikeToggle arrives here. */
  className?: string;
};

const likeToggleStyle = (liked: boolean) => css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: 999px;
  border: 1px solid ${liked ? theme.colors.pink : theme.colors.gray300};
  background: ${liked ? theme.colors.pinkSoft : theme.colors.white};
  color: ${theme.colors.gray900};
  font: inherit;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${theme.colors.gray600};
    background: ${theme.colors.gray50};
  }
  ${mq.desktop} {
    min-height: 36px;
  }
`;

/**
 * The heart toggle: a button with `aria-pressed`, a decorative heart (filled when liked) and the caller's text. It only
 * draws and reports the press; the like itself (sign-in, the request, the count) stays with the caller.
 */
export function LikeToggle({ liked, onToggle, disabled = false, children, className, ...rest }: LikeToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={onToggle}
      disabled={disabled}
      className={className}
      css={likeToggleStyle(liked)}
      data-testid={rest['data-testid']}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 2.9 5 6.4 5c2 0 3.3 1.1 4.1 2.3h3C14.3 6.1 15.6 5 17.6 5 21.1 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
          fill={liked ? theme.colors.pink : 'none'}
          stroke={liked ? theme.colors.pink : theme.colors.gray600}
          strokeWidth="2"
        />
      </svg>
      {children}
    </button>
  );
}
