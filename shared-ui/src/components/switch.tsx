import { css } from '@emotion/react';
import { theme } from '../theme';

export type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of the visible text that names the switch. */
  labelledBy: string;
  describedBy?: string;
  /** Saving: the switch keeps its place and cannot be pressed again. */
  busy?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
};

// Off is gray500 (4.9:1 on white): the track itself must meet 3:1 as the control's only cue (WCAG 1.4.11).
const switchStyle = (on: boolean) => css`
  position: relative;
  flex: none;
  width: 52px;
  height: 32px;
  margin: 6px 0;
  padding: 0;
  border: none;
  border-radius: 16px;
  cursor: pointer;
  background: ${on ? theme.colors.greenDark : theme.colors.gray500};
  transition: background 0.15s;
  /* A 44 px tap area around the 32 px track. */
  &::before {
    content: '';
    position: absolute;
    inset: -6px -2px;
  }
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${on ? 23 : 3}px;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: ${theme.colors.white};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
    transition: left 0.15s;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
  &:disabled {
    cursor: not-allowed;
    background: ${on ? theme.colors.gray500 : theme.colors.gray300};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

/** An on/off switch (`role="switch"`) named by visible text; the caller saves the change. */
export function Switch({ checked, onChange, labelledBy, describedBy, busy = false, disabled = false, ...rest }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
      css={switchStyle(checked)}
      data-testid={rest['data-testid']}
    />
  );
}
