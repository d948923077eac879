import { css } from '@emotion/react';
import { theme } from 'shared-ui';

export const leadStyle = css`
  margin: 0 0 20px;
  font-size: 15px;
  line-height: 1.5;
  color: ${theme.colors.gray700};
`;
