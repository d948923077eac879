import { css } from '@emotion/react';
import { mq, textAreaStyle, textInputStyle, theme } from 'shared-ui';

/** Form controls of the inquiry (and the console's answer): the shared field stack, hint and checkbox row. */
export { checkboxRowStyle, fieldStyle, fieldHintStyle as hintStyle } from 'shared-ui';

/** The inquiry's labels: bolder and darker than the shared field label. */
export const labelStyle = css`
  font-size: 14px;
  font-weight: 700;
  color: ${theme.colors.gray900};
`;

/** The inquiry's field errors: red text (the refund page and the console use the shared dark text with a red bar). */
export const errorStyle = css`
  margin: 0;
  font-size: 13px;
  font-weight: 600;
  line-height: 1.5;
  color: ${theme.colors.red};
`;

/** The shared control, 44 px high with a smaller radius. */
export const inputStyle = css`
  ${textInputStyle};
  min-height: 44px;
  padding: 10px 12px;
  border-radius: ${theme.radius.sm}px;
`;

/** The shared textarea, taller, with the inquiry's tighter padding and smaller radius (as its inputs). */
export const textareaStyle = css`
  ${textAreaStyle};
  min-height: 180px;
  padding: 10px 12px;
  border-radius: ${theme.radius.sm}px;
`;

export const counterStyle = (over: boolean) => css`
  justify-self: end;
  margin: 0;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  color: ${over ? theme.colors.red : theme.colors.gray500};
`;

/** A list without bullets, its items 8 px apart (the chosen files, the console's inquiries and attachments). */
export const listStyle = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const formGridStyle = css`
  display: grid;
  gap: 20px;
  padding-top: 20px;
  ${mq.desktop} {
    max-width: 720px;
  }
`;
