/** The refund page's look: the shared panel, headings, form controls and note lines (AA contrast on white). */
import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

export { panelStyle as sectionStyle, noticeStyle } from 'shared-ui';

export const sectionTitleStyle = css`
  margin: 0;
  font-size: 18px;
  line-height: 1.4;
  color: ${theme.colors.gray900};
`;

export const bodyTextStyle = css`
  margin: 0;
  font-size: 15px;
  line-height: 1.6;
  color: ${theme.colors.gray800};
  overflow-wrap: anywhere;
  word-break: keep-all;
`;

export const labelStyle = css`
  display: block;
  margin: 0 0 6px;
  font-size: 14px;
  font-weight: 600;
  color: ${theme.colors.gray800};
`;

/** Text inputs and selects: 48 px high (a touch target at 360 px), 16 px text (no zoom on iOS). */
export const controlStyle = css`
  box-sizing: border-box;
  display: block;
  width: 100%;
  min-height: 48px;
  padding: 0 14px;
  font: inherit;
  font-size: 16px;
  border: 1px solid ${theme.colors.gray500};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  color: ${theme.colors.gray900};
  &[aria-invalid='true'] { border: 2px solid ${theme.colors.red}; }
  &:focus-visible { outline: 3px solid ${theme.colors.green}; outline-offset: 1px; }
  &:disabled { background: ${theme.colors.gray50}; color: ${theme.colors.gray600}; }
`;

/** A hint under a field (gray600 on white: AA). */
export const hintStyle = css`
  margin: 6px 0 0;
  font-size: 13px;
  line-height: 1.5;
  color: ${theme.colors.gray600};
  word-break: keep-all;
`;

/**
 * An error under a field. The theme's red is too light for small text on white, so the text is dark and the red
 * is the bar beside it (and the field's border).
 */
export const errorStyle = css`
  margin: 6px 0 0;
  padding-left: 8px;
  border-left: 3px solid ${theme.colors.red};
  font-size: 13px;
  font-weight: 600;
  line-height: 1.5;
  color: ${theme.colors.gray900};
  word-break: keep-all;
`;

/** The figures of the amounts: big, side by side from the desktop width. */
export const figuresStyle = css`
  display: grid;
  gap: 12px;
  margin: 0;
  ${mq.desktop} { grid-template-columns: 1fr 1fr; }
`;

export const figureStyle = (accent: boolean) => css`
  margin: 0;
  padding: 14px 16px;
  border-radius: ${theme.radius.md}px;
  background: ${accent ? theme.colors.pinkSoft : theme.colors.gray50};
  dt { font-size: 14px; color: ${theme.colors.gray700}; }
  dd { margin: 4px 0 0; font-size: 26px; font-weight: 800; color: ${theme.colors.gray900}; font-variant-numeric: tabular-nums; }
`;

/** Label / value rows (the status card's details). */
export const detailsStyle = css`
  display: grid;
  grid-template-columns: minmax(96px, auto) 1fr;
  gap: 8px 12px;
  margin: 0;
  font-size: 14px;
  dt { color: ${theme.colors.gray600}; }
  dd { margin: 0; color: ${theme.colors.gray900}; font-weight: 600; overflow-wrap: anywhere; }
`;

export const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  caption { text-align: left; font-weight: 700; padding: 12px 0 6px; color: ${theme.colors.gray900}; }
  th, td { padding: 8px 4px; border-bottom: 1px solid ${theme.colors.gray100}; text-align: left; vertical-align: top; }
  thead th { font-size: 13px; font-weight: 600; color: ${theme.colors.gray600}; }
  td:last-child, thead th:last-child { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  td[colspan]:last-child { text-align: left; white-space: normal; }
  tfoot th, tfoot td { font-weight: 700; color: ${theme.colors.gray900}; border-bottom: 0; }
`;

export const subTextStyle = css`
  display: block;
  font-size: 13px;
  color: ${theme.colors.gray600};
`;
