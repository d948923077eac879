/** Styles of the event pages (monthly missions, lotteries and announcements, pre-registration): one look for all. */
import { css } from '@emotion/react';
import { mq, panelStyle, theme } from 'shared-ui';

/** The shared panel, a little tighter on a phone. */
export const sectionStyle = css`
  ${panelStyle};
  min-width: 0;
  padding: 16px;
  ${mq.desktop} {
    padding: 20px 24px;
  }
`;

/** One panel title across the app. */
export { panelTitleStyle as sectionTitleStyle } from 'shared-ui';

export const mutedTextStyle = css`
  margin: 0;
  font-size: 14px;
  line-height: 1.5;
  color: ${theme.colors.gray600};
`;

export const bodyTextStyle = css`
  margin: 0;
  font-size: 15px;
  line-height: 1.6;
  color: ${theme.colors.gray800};
  word-break: keep-all;
  overflow-wrap: anywhere;
`;

/** A list of cards: one column on a phone, two on a desktop. */
export const cardListStyle = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Term / value pairs (`<dl>`) in two columns. */
export const factsStyle = css`
  display: grid;
  grid-template-columns: minmax(88px, max-content) minmax(0, 1fr);
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

export type BadgeTone = 'success' | 'neutral' | 'highlight';

/** A small state label (dark text on a soft colour: AA), never colour alone. */
export const badgeStyle = (tone: BadgeTone) => css`
  display: inline-block;
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 700;
  line-height: 22px;
  white-space: nowrap;
  color: ${theme.colors.gray900};
  background: ${tone === 'success' ? theme.colors.greenSoft : tone === 'highlight' ? theme.colors.pinkSoft : theme.colors.gray100};
  border: 1px solid ${tone === 'success' ? '#0f8a66' : tone === 'highlight' ? '#c2185b' : theme.colors.gray300};
`;
