import { css } from '@emotion/react';
import { theme } from '../theme';

export type NoticeTone = 'success' | 'error' | 'info';

/** A message box in a form or page: green for done, pink for an error, gray for information. */
export const noticeStyle = (tone: NoticeTone) => css`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${theme.radius.md}px;
  background: ${tone === 'success' ? theme.colors.greenSoft : tone === 'error' ? theme.colors.pinkSoft : theme.colors.gray50};
  color: ${theme.colors.gray900};
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;
  word-break: keep-all;
`;
