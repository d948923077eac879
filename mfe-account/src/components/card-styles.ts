/** The my pages' cards (profile, Gold, coupons): frame, title, hint, error and success lines, text inputs. */
import { css } from '@emotion/react';
import { fieldHintStyle, mq, panelTitleStyle, textInputStyle as sharedTextInputStyle, theme } from 'shared-ui';

export const sectionStyle = css`
  box-sizing: border-box;
  min-width: 0;
  padding: 20px 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.white};
  ${mq.desktop} {
    padding: 24px;
  }
`;

/** The shared panel title, 16 px above the card's content. */
export const sectionTitleStyle = css`
  ${panelTitleStyle};
  margin: 0 0 16px;
`;

/** A short line under a field: the shared hint look, a hint, an error or a success told apart by colour. */
const noteLine = (color: string) => css`
  ${fieldHintStyle};
  margin: 6px 0 0;
  color: ${color};
`;

export const hintStyle = noteLine(theme.colors.gray500);
export const errorTextStyle = noteLine(theme.colors.red);
export const successTextStyle = noteLine(theme.colors.greenDark);

/** A one-line text input of a card form: the shared control, 44 px high, growing in a row with its button. */
export const textInputStyle = css`
  ${sharedTextInputStyle};
  flex: 1 1 200px;
  width: auto;
  min-width: 0;
  min-height: 44px;
`;
