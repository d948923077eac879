import { css } from '@emotion/react';
import { theme } from 'shared-ui';

/** A bold link inside a message (verify, get Gold, …): tall enough to tap at 360 px. */
export const textLinkStyle = css`
  display: inline-block;
  min-height: 24px;
  line-height: 24px;
  color: ${theme.colors.gray900};
  font-weight: 700;
`;
