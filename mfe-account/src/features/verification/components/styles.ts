import { css } from '@emotion/react';
import { theme } from 'shared-ui';

export { headingStyle, leadStyle, noticeStyle, sectionStyle } from '../../../components/form-styles';

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
