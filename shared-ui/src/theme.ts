/** Theme of spec section 3: colour groups and the layout dimensions. */
export const theme = {
  colors: {
    pink: '#ff4f9a',
    pinkSoft: '#ffe3ef',
    green: '#1fd6a0',
    greenSoft: '#dcfaf0',
    red: '#f2435a',
    coin: '#f7c948',
    white: '#ffffff',
    black: '#0e0e12',
    gray50: '#f7f7f9',
    gray100: '#eeeef2',
    gray200: '#dcdce3',
    gray300: '#c2c2cc',
    gray400: '#9a9aa8',
    // 4.9:1 on white, 4.6:1 on gray50: small text in gray500 meets WCAG AA (4.5:1).
    gray500: '#6f6f7e',
    gray600: '#585866',
    gray700: '#3d3d48',
    gray800: '#26262e',
    gray900: '#17171c',
  },
  layout: {
    maxWidth: 480,
    minHeight: 480,
    mobileFooterHeight: 285,
    /** Desktop means a width over 600. */
    desktopMinWidth: 601,
    contentMaxWidth: 1200,
  },
  radius: { sm: 6, md: 12, lg: 20 },
  font: `'Pretendard', 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, -apple-system, 'Segoe UI', sans-serif`,
  zIndex: { topBar: 100, drawer: 1000, overlay: 9999 },
} as const;

export type Theme = typeof theme;

/** Media queries: style mobile first, then `${mq.desktop} { ... }`. */
export const mq = {
  desktop: `@media (min-width: ${theme.layout.desktopMinWidth}px)`,
  mobile: `@media (max-width: ${theme.layout.desktopMinWidth - 1}px)`,
} as const;

export const space = (units: number) => `${units * 4}px`;
