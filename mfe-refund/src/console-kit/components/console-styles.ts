/** The console's shared look: responsive tables (cards at 360 px), filters, fields, messages. AA on the theme. */
import { css } from '@emotion/react';
import {
  fieldErrorStyle as sharedFieldErrorStyle,
  fieldHintStyle,
  fieldLabelStyle,
  fieldStyle as sharedFieldStyle,
  mq,
  panelStyle,
  textInputStyle,
  theme,
} from 'shared-ui';

/** A section of the console: the shared panel with the console's spacing (16 px; 20 × 24 px on a desktop). */
export const sectionStyle = css`
  ${panelStyle};
  box-sizing: border-box;
  min-width: 0;
  gap: 16px;
  padding: 16px;
  ${mq.desktop} {
    padding: 20px 24px;
  }
`;

export { panelTitleStyle as sectionTitleStyle } from 'shared-ui';

export const subTitleStyle = css`
  margin: 0;
  font-size: 16px;
  line-height: 1.4;
  color: ${theme.colors.gray900};
`;

/**
 * A data table on desktop; under 601 px every row becomes a card whose cells show their column name (`data-label`)
 * before the value, so nothing is cut off at 360 px.
 */
export const tableStyle = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  color: ${theme.colors.gray900};
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 0 8px;
  }
  th,
  td {
    padding: 10px 8px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.colors.gray100};
  }
  thead th {
    color: ${theme.colors.gray600};
    font-weight: 600;
    font-size: 13px;
    background: ${theme.colors.gray50};
  }
  td {
    overflow-wrap: anywhere;
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tr[aria-current='true'] td {
    background: ${theme.colors.pinkSoft};
  }
  ${mq.mobile} {
    &,
    caption,
    tbody,
    tr {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      margin: 0 0 12px;
      padding: 8px 12px;
      border: 1px solid ${theme.colors.gray200};
      border-radius: ${theme.radius.md}px;
    }
    /* Each cell is a line "column name | value"; the name floats left, the value (one or more blocks) flows beside it. */
    td,
    th[scope='row'] {
      display: flow-root;
      padding: 6px 0;
      border: 0;
      text-align: left;
    }
    td.num {
      text-align: left;
    }
    td[data-label]::before,
    th[data-label]::before {
      content: attr(data-label);
      float: left;
      width: 38%;
      min-width: 96px;
      margin-right: 8px;
      color: ${theme.colors.gray600};
      font-weight: 600;
      font-size: 13px;
      overflow-wrap: anywhere;
    }
  }
`;

export const filterBarStyle = css`
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;
  align-items: end;
  ${mq.desktop} {
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  }
`;

/** A label that holds its control (or a field's box): the shared field stack, in the shared label's type. */
export const fieldStyle = css`
  ${fieldLabelStyle};
  ${sharedFieldStyle};
  margin: 0;
`;

/**
 * The console's controls: the shared control, 44 px high and tighter, with a gray500 frame (3:1 on white) that turns
 * 2 px red when invalid, not only red; read-only ones look disabled. Regular weight inside a semi-bold label.
 */
export const inputStyle = css`
  ${textInputStyle};
  min-width: 0;
  min-height: 44px;
  padding: 0 12px;
  font-weight: 400;
  border-color: ${theme.colors.gray500};
  border-radius: ${theme.radius.sm}px;
  &[aria-invalid='true'] {
    border-width: 2px;
  }
  &:disabled,
  &[readonly] {
    background: ${theme.colors.gray50};
    color: ${theme.colors.gray700};
  }
`;

export const textareaStyle = css`
  ${inputStyle};
  min-height: 112px;
  padding: 10px 12px;
  resize: vertical;
  line-height: 1.5;
`;

/** A field's error: the shared one (dark text, the red bar), a little more inset. */
export const fieldErrorStyle = css`
  ${sharedFieldErrorStyle};
  padding: 2px 0 2px 10px;
`;

/** A hint: the shared one, in regular weight inside a semi-bold label. */
export const hintStyle = css`
  ${fieldHintStyle};
  font-weight: 400;
`;

export const actionsRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/** A second line under a cell's value (a member id, when a ban was lifted). */
export const cellNoteStyle = css`
  display: block;
  font-size: 12px;
  color: ${theme.colors.gray600};
`;

/** Text a member wrote (an inquiry, a reported post), shown as written: line breaks kept, long words wrapped. */
export const memberTextStyle = css`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.gray50};
  font-size: 15px;
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A checkbox (or switch) with its label beside it: a 44 px row, the box 24 px (a tap target on its own too). */
export const checkboxLabelStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-size: 15px;
  font-weight: 600;
  color: ${theme.colors.gray900};
  cursor: pointer;
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${theme.colors.gray900};
  }
`;

/** A form opened inside a section (a ban, a community's settings): framed apart from what surrounds it. */
export const insetFormStyle = css`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.md}px;
`;

/** A key/value list (detail facts). */
export const factsStyle = css`
  display: grid;
  grid-template-columns: minmax(110px, max-content) minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${theme.colors.gray600};
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${theme.colors.gray900};
    overflow-wrap: anywhere;
  }
`;

/** Targets of at least 44 px for buttons drawn as links inside tables. */
export const rowButtonStyle = css`
  min-height: 44px;
  min-width: 44px;
  padding: 0 8px;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: ${theme.colors.gray900};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  text-align: left;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 0;
  }
`;
