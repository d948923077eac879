import { css } from '@emotion/react';
import { fieldHintStyle, fieldLabelStyle, textInputStyle, theme } from 'shared-ui';

/** A label, its input and the hint stacked 6 px apart: the shared label and control. */
export const fieldStyle = css`
  display: grid;
  gap: 6px;
  label {
    ${fieldLabelStyle};
    margin: 0;
  }
  input {
    ${textInputStyle};
  }
`;

/** The shared hint, in the cabinet's lighter gray and the text's own line height. */
export const hintStyle = css`
  ${fieldHintStyle};
  line-height: inherit;
  color: ${theme.colors.gray500};
`;

export const noteStyle = (tone: 'info' | 'error' | 'warning') => css`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${theme.radius.md}px;
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;
  background: ${tone === 'error' ? theme.colors.redSoft : tone === 'warning' ? theme.colors.pinkSoft : theme.colors.gray50};
  color: ${tone === 'error' ? theme.colors.red : theme.colors.gray800};
`;

export const stackStyle = css`
  display: grid;
  gap: 16px;
`;

/** The preview's question: it takes the focus when the preview opens, so it keeps a visible outline then. */
export const previewQuestionStyle = css`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
  color: ${theme.colors.gray900};
  border-radius: ${theme.radius.sm}px;
  &:focus-visible {
    outline: 2px solid ${theme.colors.gray900};
    outline-offset: 2px;
  }
`;
