import { css } from '@emotion/react';
import { theme } from 'shared-ui';

export const stepHeadingStyle = css`
  margin: 0;
  font-size: 20px;
  line-height: 1.4;
  color: ${theme.colors.gray900};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 4px;
  }
`;

export const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
