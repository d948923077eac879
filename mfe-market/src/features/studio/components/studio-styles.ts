import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

export const stackStyle = (gap: number) => css`
  display: grid;
  gap: ${gap}px;
  min-width: 0;
`;

/** A heading with its actions: side by side when they fit, the actions below on a narrow screen. */
export const headerRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
`;

export const headingStyle = (size: number) => css`
  margin: 0;
  font-size: ${size}px;
  line-height: 1.35;
  color: ${theme.colors.gray900};
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const textStyle = css`
  margin: 0;
  font-size: 14px;
  line-height: 1.5;
  color: ${theme.colors.gray700};
  word-break: keep-all;
  overflow-wrap: anywhere;
`;

export const plainListStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  min-width: 0;
`;

/** A row of buttons that wraps at 360 px. */
export const buttonRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** A card of a list (a project, a design): the shared panel, closer padding on a phone. */
export const cardStyle = css`
  display: grid;
  gap: 10px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  ${mq.desktop} {
    padding: 20px;
  }
`;

/** Label/value pairs in small boxes, side by side when they fit. */
export const factsStyle = css`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 8px;
  div {
    min-width: 0;
    padding: 8px 10px;
    border-radius: ${theme.radius.sm}px;
    background: ${theme.colors.gray50};
  }
  dt {
    font-size: 12px;
    color: ${theme.colors.gray600};
  }
  dd {
    margin: 2px 0 0;
    font-size: 14px;
    font-weight: 600;
    color: ${theme.colors.gray900};
    overflow-wrap: anywhere;
  }
`;

/** A form's group of fields (its legend as a small heading). */
export const fieldsetStyle = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: 12px;
  legend {
    padding: 0;
    margin: 0 0 12px;
    font-size: 16px;
    font-weight: 700;
    color: ${theme.colors.gray900};
  }
`;

/** Two fields side by side on desktop (Korean and English), one above the other on a phone. */
export const pairStyle = css`
  display: grid;
  gap: 12px;
  min-width: 0;
  ${mq.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 16px;
  }
`;

/** A form dialog wider than the default alert, scrolling inside the screen. */
export const wideDialogStyle = css`
  box-sizing: border-box;
  width: min(94vw, 680px);
  max-height: 92vh;
  overflow-y: auto;
  padding: 20px 16px;
  ${mq.desktop} {
    padding: 24px;
  }
`;
