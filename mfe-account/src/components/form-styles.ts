/** Styles of the account remote's forms and settings sections (one look for every feature). */
import { css } from '@emotion/react';
import { textInputStyle, theme } from 'shared-ui';

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

/** One field label and one checkbox box across the app. */
export { choiceInputStyle, fieldLabelStyle as labelStyle } from 'shared-ui';

/** The six-digit cabinet password input: the shared control with larger, spaced digits. */
export const pinInputStyle = css`
  ${textInputStyle};
  font-size: 18px;
  letter-spacing: 0.3em;
`;

export const fieldErrorStyle = css`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${theme.colors.red};
`;
