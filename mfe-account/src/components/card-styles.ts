/** The my pages' cards (profile, Gold, coupons): frame, title, hint, error and success lines, text inputs. */
import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

export const sectionStyle = css`
  box-sizing: border-box;
  min-width: 0;
  padding: 20px 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.white};
  ${mq.desktop} { padding: 24px; }
`;

export const sectionTitleStyle = css`
  margin: 0 0 16px;
  font-size: 18px;
  line-height: 1.4;
  color: ${theme.colors.gray900};
`;

/** A short line under a field: a hint, an error or a success, told apart by colour. */
const noteLine = (color: string) => css`
  margin: 6px 0 0;
  font-size: 13px;
  line-height: 1.5;
  color: ${color};
  word-break: keep-all;
`;

export const hintStyle = noteLine(theme.colors.gray500);
export const errorTextStyle = noteLine(theme.colors.red);
export const successTextStyle = noteLine('#0b7a5a');

export const avatarStyle = (size: number) => css`
  flex: none;
  width: ${size}px;
  height: ${size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colors.gray100};
  border: 1px solid ${theme.colors.gray200};
`;

/** A one-line text input of a card form (grows in a row with its button). */
export const textInputStyle = css`
  box-sizing: border-box;
  flex: 1 1 200px;
  min-width: 0;
  min-height: 44px;
  padding: 0 14px;
  font: inherit;
  font-size: 16px;
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  color: ${theme.colors.gray900};
  &[aria-invalid='true'] { border-color: ${theme.colors.red}; }
  &:focus-visible { outline: 3px solid ${theme.colors.green}; outline-offset: 1px; }
  &:disabled { background: ${theme.colors.gray50}; color: ${theme.colors.gray500}; }
`;
