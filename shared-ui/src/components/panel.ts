import { css } from '@emotion/react';
import { theme } from '../theme';

/** A white bordered card holding one section of a page (a form, a list, a panel of actions). */
export const panelStyle = css`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
`;

/** A panel's title (18 px). */
export const panelTitleStyle = css`
  margin: 0;
  font-size: 18px;
  line-height: 1.4;
  color: ${theme.colors.gray900};
`;
