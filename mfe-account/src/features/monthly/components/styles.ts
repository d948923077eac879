import { css } from '@emotion/react';
import { mq, panelStyle, theme } from 'shared-ui';

export const sectionStyle = css`
  ${panelStyle};
  min-width: 0;
  padding: 16px;
  ${mq.desktop} { padding: 20px 24px; }
`;

export const sectionTitleStyle = css`
  margin: 0;
  font-size: 18px;
  line-height: 1.4;
  color: ${theme.colors.gray900};
`;

export const mutedTextStyle = css`
  margin: 0;
  font-size: 14px;
  line-height: 1.5;
  color: ${theme.colors.gray600};
`;

export const bodyTextStyle = css`
  margin: 0;
  font-size: 15px;
  line-height: 1.6;
  color: ${theme.colors.gray800};
  word-break: keep-all;
  overflow-wrap: anywhere;
`;

/** A small state label beside a title: complete (green, dark text) or in progress (gray). */
export const badgeStyle = (complete: boolean) => css`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 700;
  line-height: 22px;
  white-space: nowrap;
  color: ${theme.colors.gray900};
  background: ${complete ? theme.colors.greenSoft : theme.colors.gray100};
  border: 1px solid ${complete ? '#0f8a66' : theme.colors.gray300};
`;
