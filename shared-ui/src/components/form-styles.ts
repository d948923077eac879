import { css } from '@emotion/react';
import { theme } from '../theme';

/**
 * The platform's form controls, one rule each: the remotes use these as they are or add their page's specifics on top
 * (a lower control, a darker frame, other margins) with later declarations.
 */

/** A field's parts (label, control, hint, error) stacked 6 px apart. */
export const fieldStyle = css`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

/** A field's label above its control: 14 px semi-bold, 6 px above the control. */
export const fieldLabelStyle = css`
  display: block;
  margin: 0 0 6px;
  font-size: 14px;
  font-weight: 600;
  color: ${theme.colors.gray800};
`;

/**
 * A text input or select (a textarea starts from it too): full width, 48 px high (a touch target at 360 px), 16 px
 * text (no zoom on iOS), a red frame when invalid, a visible focus, muted when disabled.
 */
export const textInputStyle = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: 0 14px;
  font: inherit;
  font-size: 16px;
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  color: ${theme.colors.gray900};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.red};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${theme.colors.gray50};
    color: ${theme.colors.gray500};
  }
`;

/** A textarea: the text input's look over several lines (120 px at least, 1.5 line height), resizable in height only. */
export const textAreaStyle = css`
  ${textInputStyle};
  min-height: 120px;
  padding: 12px 14px;
  line-height: 1.5;
  resize: vertical;
`;

/** A hint about a field (gray600 on white: AA); a long word (an e-mail, an account number) breaks rather than overflows. */
export const fieldHintStyle = css`
  margin: 0;
  font-size: 13px;
  line-height: 1.5;
  color: ${theme.colors.gray600};
  overflow-wrap: anywhere;
  word-break: keep-all;
`;

/** A field's error: dark text (AA on any field background) with the red as the bar beside it (and the field's frame). */
export const fieldErrorStyle = css`
  margin: 0;
  padding-left: 8px;
  border-left: 3px solid ${theme.colors.red};
  font-size: 13px;
  font-weight: 600;
  line-height: 1.5;
  color: ${theme.colors.gray900};
  word-break: keep-all;
`;

/** The box of a checkbox or radio in a clickable label row: 24 px (a tap target at 360 px), brand colour, visible focus. */
export const choiceInputStyle = css`
  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${theme.colors.pink};
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A label holding a checkbox and its text: the whole row (44 px high at least) ticks the box. */
export const checkboxRowStyle = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-size: 15px;
  font-weight: 600;
  cursor: pointer;
  ${choiceInputStyle};
`;
