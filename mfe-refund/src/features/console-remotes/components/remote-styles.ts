import { css } from '@emotion/react';
import { theme } from 'shared-ui';

/** Versions and commits. */
export const codeStyle = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 13px;
  overflow-wrap: anywhere;
`;

/** A line of the remote's state (live, canary) and a quiet note (no canary, no releases, no loads). */
export const lineStyle = css`
  margin: 0;
  font-size: 14px;
`;
export const quietStyle = css`
  margin: 0;
  font-size: 14px;
  color: ${theme.colors.gray600};
`;
export const asideStyle = css`
  margin-left: 8px;
  color: ${theme.colors.gray600};
`;
