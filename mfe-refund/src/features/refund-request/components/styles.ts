/** The refund page's look: the shared panel, headings, form controls and note lines (AA contrast on white). */
import { css } from '@emotion/react';
import { fieldErrorStyle, fieldHintStyle, mq, textInputStyle, theme } from 'shared-ui';

export { panelStyle as sectionStyle, panelTitleStyle as sectionTitleStyle, fieldLabelStyle as labelStyle, noticeStyle } from 'shared-ui';

export const bodyTextStyle = css`
  margin: 0;
  font-size: 15px;
  line-height: 1.6;
  color: ${theme.colors.gray800};
  overflow-wrap: anywhere;
  word-break: keep-all;
`;

/**
 * Text inputs and selects: the shared control, a block (no line box under it), with a gray500 frame (3:1 on white)
 * that turns 2 px red when invalid, not only red.
 */
export const controlStyle = css`
  ${textInputStyle};
  display: block;
  border-color: ${theme.colors.gray500};
  &[aria-invalid='true'] {
    border-width: 2px;
  }
  &:disabled {
    color: ${theme.colors.gray600};
  }
`;

/** A hint under a field (below its control or error, 6 px apart). */
export const hintStyle = css`
  ${fieldHintStyle};
  margin: 6px 0 0;
`;

/** An error under a field (dark text, the red bar beside it). */
export const errorStyle = css`
  ${fieldErrorStyle};
  margin: 6px 0 0;
`;

/** The figures of the amounts: big, side by side from the desktop width. */
export const figuresStyle = css`
  display: grid;
  gap: 12px;
  margin: 0;
  ${mq.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const figureStyle = (accent: boolean) => css`
  margin: 0;
  padding: 14px 16px;
  border-radius: ${theme.radius.md}px;
  background: ${accent ? theme.colors.pinkSoft : theme.colors.gray50};
  dt {
    font-size: 14px;
    color: ${theme.colors.gray700};
  }
  dd {
    margin: 4px 0 0;
    font-size: 26px;
    font-weight: 800;
    color: ${theme.colors.gray900};
    font-variant-numeric: tabular-nums;
  }
`;

/** Label / value rows (the status card's details). */
export const detailsStyle = css`
  display: grid;
  grid-template-columns: minmax(96px, auto) 1fr;
  gap: 8px 12px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${theme.colors.gray600};
  }
  dd {
    margin: 0;
    color: ${theme.colors.gray900};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  caption {
    text-align: left;
    font-weight: 700;
    padding: 12px 0 6px;
    color: ${theme.colors.gray900};
  }
  th,
  td {
    padding: 8px 4px;
    border-bottom: 1px solid ${theme.colors.gray100};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: 13px;
    font-weight: 600;
    color: ${theme.colors.gray600};
  }
  td:last-child,
  thead th:last-child {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  td[colspan]:last-child {
    text-align: left;
    white-space: normal;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    color: ${theme.colors.gray900};
    border-bottom: 0;
  }
`;

export const subTextStyle = css`
  display: block;
  font-size: 13px;
  color: ${theme.colors.gray600};
`;
