import { css } from '@emotion/react';
import { theme } from 'shared-ui';

export const sectionStyle = css`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
`;

export const headingStyle = css`
  margin: 0;
  font-size: 18px;
  font-weight: 700;
  color: ${theme.colors.gray900};
`;

export const leadStyle = css`
  margin: 0;
  font-size: 15px;
  line-height: 1.5;
  color: ${theme.colors.gray700};
  overflow-wrap: anywhere;
  word-break: keep-all;
`;

export const noticeStyle = (tone: 'success' | 'error' | 'info') => css`
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

export const listStyle = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const rowStyle = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  padding: 12px 14px;
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.gray50};
  font-size: 15px;
  color: ${theme.colors.gray900};
  overflow-wrap: anywhere;
`;

export const mutedStyle = css`
  color: ${theme.colors.gray600};
  font-size: 14px;
`;
