import { COLORS, DESKTOP_MIN_WIDTH, FONT_STACK } from 'shared-contract';

/** Theme of spec section 3: colour groups and the layout dimensions. */
export const theme = {
  /** The shared design tokens (shared-contract `COLORS`: the api's server-drawn pages use them too). */
  colors: COLORS,
  layout: {
    maxWidth: 480,
    minHeight: 480,
    mobileFooterHeight: 285,
    /** Desktop means a width over 600. */
    desktopMinWidth: DESKTOP_MIN_WIDTH,
    contentMaxWidth: 1200,
    /** The least width and height of a tap target on mobile (WCAG 2.5.5, Apple and Android guidance). */
    touchTarget: 44,
  },
  radius: { sm: 6, md: 12, lg: 20 },
  font: FONT_STACK,
  zIndex: { topBar: 100, drawer: 1000, overlay: 9999 },
} as const;

export type Theme = typeof theme;

/** Media queries: style mobile first, then `${mq.desktop} { ... }`. */
export const mq = {
  desktop: `@media (min-width: ${theme.layout.desktopMinWidth}px)`,
  mobile: `@media (max-width: ${theme.layout.desktopMinWidth - 1}px)`,
} as const;

export const space = (units: number) => `${units * 4}px`;
