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
  white-space: pre-line;
  word-break: keep-all;
  overflow-wrap: anywhere;
`;

export const listStyle = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.desktop} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const cardStyle = css`
  display: grid;
  gap: 8px;
  align-content: start;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
`;

/** A state label (dark text on a soft colour: AA), never colour alone. */
export const badgeStyle = (tone: 'open' | 'neutral' | 'won') => css`
  display: inline-block;
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 700;
  line-height: 22px;
  white-space: nowrap;
  color: ${theme.colors.gray900};
  background: ${tone === 'open' ? theme.colors.greenSoft : tone === 'won' ? theme.colors.pinkSoft : theme.colors.gray100};
  border: 1px solid ${tone === 'open' ? '#0f8a66' : tone === 'won' ? '#c2185b' : theme.colors.gray300};
`;

export const factsStyle = css`
  display: grid;
  grid-template-columns: minmax(88px, max-content) minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  font-size: 14px;
  dt { color: ${theme.colors.gray600}; font-weight: 600; }
  dd { margin: 0; color: ${theme.colors.gray900}; overflow-wrap: anywhere; }
`;

export const codeStyle = css`
  display: block;
  padding: 8px 10px;
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.gray50};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
  line-height: 1.5;
  color: ${theme.colors.gray900};
  overflow-wrap: anywhere;
  word-break: break-all;
`;

export const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  caption { text-align: left; font-weight: 700; padding: 0 0 8px; }
  th, td { padding: 8px; text-align: left; border-bottom: 1px solid ${theme.colors.gray100}; }
  thead th { color: ${theme.colors.gray600}; font-weight: 600; font-size: 13px; background: ${theme.colors.gray50}; }
  tr[data-winner='true'] td, tr[data-winner='true'] th { background: ${theme.colors.pinkSoft}; font-weight: 700; }
`;
