/** Styles shared by the cabinet remote's features (one look for the cabinet, share and transfer pages). */
import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

/** One section look across the app. */
export { panelStyle } from 'shared-ui';

/** One notice look across the app. */
export { noticeStyle } from 'shared-ui';

export const iconButtonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 28px;
  min-height: 32px;
  ${mq.mobile} {
    min-width: ${theme.layout.touchTarget}px;
    min-height: ${theme.layout.touchTarget}px;
  }
  padding: 0 4px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.white};
  color: ${theme.colors.gray800};
  font: inherit;
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.gray50};
  }
  &:disabled {
    color: ${theme.colors.gray300};
    cursor: not-allowed;
  }
  &[aria-pressed='true'] {
    color: ${theme.colors.pink};
    border-color: ${theme.colors.pink};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;
