import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

export const panelStyle = css`
  padding: 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  display: grid;
  gap: 12px;
  ${mq.desktop} {
    padding: 20px 24px;
  }
`;

export const headingStyle = css`
  margin: 0;
  font-size: 18px;
`;

export const alertStyle = css`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.pinkSoft};
  font-size: 14px;
  line-height: 1.5;
`;

export const noteStyle = css`
  margin: 0;
  font-size: 14px;
  color: ${theme.colors.gray600};
  line-height: 1.5;
`;

export const listStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;
