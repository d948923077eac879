import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

export const sectionStyle = css`
  box-sizing: border-box;
  min-width: 0;
  padding: 20px 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.white};
  ${mq.desktop} { padding: 24px; }
`;

export const sectionTitleStyle = css`
  margin: 0 0 16px;
  font-size: 18px;
  line-height: 1.4;
  color: ${theme.colors.gray900};
`;

export const hintStyle = css`
  margin: 6px 0 0;
  font-size: 13px;
  line-height: 1.5;
  color: ${theme.colors.gray500};
  word-break: keep-all;
`;

export const errorTextStyle = css`
  margin: 6px 0 0;
  font-size: 13px;
  line-height: 1.5;
  color: ${theme.colors.red};
  word-break: keep-all;
`;

export const successTextStyle = css`
  margin: 6px 0 0;
  font-size: 13px;
  line-height: 1.5;
  color: #0b7a5a;
  word-break: keep-all;
`;

export const avatarStyle = (size: number) => css`
  flex: none;
  width: ${size}px;
  height: ${size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colors.gray100};
  border: 1px solid ${theme.colors.gray200};
`;
