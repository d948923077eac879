/** Styles of the account remote's forms and settings sections (one look for every feature). */
import { css } from '@emotion/react';
import { theme } from 'shared-ui';

/** One section look across the app. */
export { panelStyle as sectionStyle } from 'shared-ui';

export const headingStyle = css`
  margin: 0;
  font-size: 18px;
  font-weight: 700;
  color: ${theme.colors.gray900};
`;

export const leadStyle = css`
  margin: 0;
  font-size: 15px;
  line-height: 1.5;
  color: ${theme.colors.gray700};
  overflow-wrap: anywhere;
  word-break: keep-all;
`;

/** One notice look across the app. */
export { noticeStyle } from 'shared-ui';

export const labelStyle = css`
  display: block;
  margin: 0 0 6px;
  font-size: 14px;
  font-weight: 600;
  color: ${theme.colors.gray800};
`;

/** The six-digit cabinet password input. */
export const pinInputStyle = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: 0 14px;
  font: inherit;
  font-size: 18px;
  letter-spacing: 0.3em;
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  color: ${theme.colors.gray900};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.red};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.green};
    outline-offset: 1px;
  }
`;

export const fieldErrorStyle = css`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${theme.colors.red};
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
    outline: 3px solid ${theme.colors.green};
    outline-offset: 2px;
  }
`;
