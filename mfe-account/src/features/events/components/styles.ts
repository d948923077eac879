import { css } from '@emotion/react';
import { theme } from 'shared-ui';
import { bodyTextStyle as eventBodyTextStyle } from '../../../components/event-styles';

/** Admin-written text keeps its line breaks. */
export const bodyTextStyle = css`
  ${eventBodyTextStyle};
  white-space: pre-line;
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
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 0 8px;
  }
  th,
  td {
    padding: 8px;
    text-align: left;
    border-bottom: 1px solid ${theme.colors.gray100};
  }
  thead th {
    color: ${theme.colors.gray600};
    font-weight: 600;
    font-size: 13px;
    background: ${theme.colors.gray50};
  }
  tr[data-winner='true'] td,
  tr[data-winner='true'] th {
    background: ${theme.colors.pinkSoft};
    font-weight: 700;
  }
`;
