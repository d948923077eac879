import { css } from '@emotion/react';
import { theme } from 'shared-ui';

export const fieldStyle = css`
  display: grid;
  gap: 6px;
  label { font-size: 14px; font-weight: 600; color: ${theme.colors.gray800}; }
  input {
    box-sizing: border-box;
    width: 100%;
    min-height: 48px;
    padding: 0 14px;
    font: inherit;
    font-size: 16px;
    border: 1px solid ${theme.colors.gray300};
    border-radius: ${theme.radius.md}px;
    background: ${theme.colors.white};
    &:focus-visible { outline: 3px solid ${theme.colors.green}; outline-offset: 1px; }
    &[aria-invalid='true'] { border-color: ${theme.colors.red}; }
  }
`;

export const hintStyle = css`margin: 0; font-size: 13px; color: ${theme.colors.gray500}; overflow-wrap: anywhere;`;

export const noteStyle = (tone: 'info' | 'error' | 'warning') => css`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${theme.radius.md}px;
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;
  background: ${tone === 'error' ? '#fdecee' : tone === 'warning' ? theme.colors.pinkSoft : theme.colors.gray50};
  color: ${tone === 'error' ? theme.colors.red : theme.colors.gray800};
`;

export const stackStyle = css`display: grid; gap: 16px;`;
