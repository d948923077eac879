import { css } from '@emotion/react';
import { fieldHintStyle, mq, theme } from 'shared-ui';

/** The shared section title and textarea. */
export { panelTitleStyle as sectionTitleStyle, textAreaStyle as textareaStyle } from 'shared-ui';

/** Shared looks of the community pages: cards, badges, small text (gray600 or darker on white: AA), text areas. */
export const cardStyle = css`
  box-sizing: border-box;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${theme.colors.gray200};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.white};
  ${mq.desktop} {
    padding: 20px;
  }
`;

export const stackStyle = (gap = 12) => css`
  display: grid;
  gap: ${gap}px;
  min-width: 0;
`;

export const listResetStyle = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const badgeStyle = (tone: 'neutral' | 'pink' | 'green' | 'dark' = 'neutral') => css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
  color: ${tone === 'dark' ? theme.colors.white : theme.colors.gray900};
  background: ${tone === 'pink' ? theme.colors.pinkSoft : tone === 'green' ? theme.colors.greenSoft : tone === 'dark' ? theme.colors.gray800 : theme.colors.gray100};
`;

export const smallTextStyle = css`
  margin: 0;
  font-size: 13px;
  line-height: 1.5;
  color: ${theme.colors.gray600};
`;

export const hintStyle = fieldHintStyle;

export const counterStyle = (over: boolean) => css`
  justify-self: end;
  margin: 0;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  color: ${over ? theme.colors.gray900 : theme.colors.gray600};
  font-weight: ${over ? 700 : 400};
`;

/** A link that reads as text in a card, underlined on hover, with a visible focus and a 44 px touch target. */
export const textLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.colors.gray800};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  border-radius: ${theme.radius.sm}px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ${mq.desktop} {
    min-height: 32px;
  }
`;

/** A small round icon button (menus): 44 px on mobile, 36 px on desktop. */
export const iconButtonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: none;
  border-radius: 999px;
  background: transparent;
  color: ${theme.colors.gray700};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.gray100};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ${mq.desktop} {
    width: 36px;
    height: 36px;
  }
`;

/** The text of a post or comment: line breaks kept, long words wrapped. */
export const bodyTextStyle = css`
  margin: 0;
  font-size: 15px;
  line-height: 1.6;
  color: ${theme.colors.gray900};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: keep-all;
  & a {
    color: #0b57d0;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  & a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
