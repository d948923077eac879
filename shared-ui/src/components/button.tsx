import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { mq, theme } from '../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

type CommonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
  className?: string;
};

type AsButton = CommonProps & ButtonHTMLAttributes<HTMLButtonElement> & { to?: undefined };
type AsLink = CommonProps & {
  /** Renders a react-router link instead of a button. */
  to: string;
  disabled?: boolean;
  'aria-label'?: string;
  /** E.g. the message saying why a disabled link is unavailable. */
  'aria-describedby'?: string;
  'data-testid'?: string;
  onClick?: () => void;
};
export type ButtonProps = AsButton | AsLink;

const sizes: Record<ButtonSize, { height: number; padding: string; font: number }> = {
  sm: { height: 32, padding: '0 12px', font: 13 },
  md: { height: 44, padding: '0 18px', font: 15 },
  lg: { height: 52, padding: '0 24px', font: 16 },
};

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.pink};
    color: ${theme.colors.white};
    border-color: ${theme.colors.pink};
    &:hover:not(:disabled) {
      filter: brightness(0.95);
    }
  `,
  secondary: css`
    background: ${theme.colors.white};
    color: ${theme.colors.gray900};
    border-color: ${theme.colors.gray300};
    &:hover:not(:disabled) {
      background: ${theme.colors.gray50};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.gray800};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${theme.colors.gray100};
    }
  `,
};

const buttonStyle = (variant: ButtonVariant, size: ButtonSize, fullWidth: boolean) => [
  css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: ${sizes[size].height}px;
    ${mq.mobile} {
      min-width: ${theme.layout.touchTarget}px;
      min-height: ${Math.max(sizes[size].height, theme.layout.touchTarget)}px;
    }
    padding: ${sizes[size].padding};
    font: inherit;
    font-size: ${sizes[size].font}px;
    font-weight: 600;
    line-height: 1.2;
    border: 1px solid;
    border-radius: ${theme.radius.md}px;
    text-decoration: none;
    cursor: pointer;
    width: ${fullWidth ? '100%' : 'auto'};
    transition:
      background 0.15s,
      filter 0.15s;
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      background: ${theme.colors.gray100};
      color: ${theme.colors.gray500};
      border-color: ${theme.colors.gray200};
    }
  `,
  variants[variant],
];

/** The one button: primary / secondary / ghost, three sizes; with `to` it is a link. */
export function Button(props: ButtonProps) {
  const { variant = 'primary', size = 'md', fullWidth = false, children } = props;
  const style = buttonStyle(variant, size, fullWidth);
  if (props.to !== undefined) {
    const { to, disabled, className, onClick } = props;
    if (disabled) {
      return (
        <span
          role="link"
          aria-disabled="true"
          aria-label={props['aria-label']}
          aria-describedby={props['aria-describedby']}
          data-testid={props['data-testid']}
          className={className}
          css={style}
        >
          {children}
        </span>
      );
    }
    return (
      <Link
        to={to}
        onClick={onClick}
        aria-label={props['aria-label']}
        aria-describedby={props['aria-describedby']}
        data-testid={props['data-testid']}
        className={className}
        css={style}
      >
        {children}
      </Link>
    );
  }
  const { variant: _v, size: _s, fullWidth: _f, to: _t, type = 'button', ...rest } = props;
  return (
    <button type={type} {...rest} css={style}>
      {children}
    </button>
  );
}
