import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

/** Form controls of the inquiry (and the console's answer): full width, 44 px touch targets, a visible focus. */
export const fieldStyle = css`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

export const labelStyle = css`
  font-size: 14px;
  font-weight: 700;
  color: ${theme.colors.gray900};
`;

export const hintStyle = css`
  margin: 0;
  font-size: 13px;
  line-height: 1.5;
  color: ${theme.colors.gray600};
  overflow-wrap: anywhere;
  word-break: keep-all;
`;

export const errorStyle = css`
  margin: 0;
  font-size: 13px;
  font-weight: 600;
  line-height: 1.5;
  color: ${theme.colors.red};
`;

const controlBase = `
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.white};
  font: inherit;
  font-size: 16px;
  color: ${theme.colors.gray900};
  &:focus-visible { outline: 3px solid ${theme.colors.green}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${theme.colors.red}; }
  &:disabled { background: ${theme.colors.gray50}; color: ${theme.colors.gray500}; }
`;

export const inputStyle = css`
  ${controlBase}
`;

export const textareaStyle = css`
  ${controlBase}
  min-height: 180px;
  line-height: 1.5;
  resize: vertical;
`;

export const counterStyle = (over: boolean) => css`
  justify-self: end;
  margin: 0;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  color: ${over ? theme.colors.red : theme.colors.gray500};
`;

export const checkboxRowStyle = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-size: 15px;
  font-weight: 600;
  cursor: pointer;
  & > input {
    flex: 0 0 auto;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${theme.colors.pink};
  }
  & > input:focus-visible { outline: 3px solid ${theme.colors.green}; outline-offset: 2px; }
`;

export const formGridStyle = css`
  display: grid;
  gap: 20px;
  padding-top: 20px;
  ${mq.desktop} { max-width: 720px; }
`;
