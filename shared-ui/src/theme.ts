/**
 * The brand's dark green: 5.3:1 on white, 4.6:1 on gray100, 4.8:1 on greenSoft (text and the focus ring, which
 * needs 3:1 against what surrounds it, WCAG 1.4.11).
 */
const greenDark = '#0a7a5a';

/** Theme of spec section 3: colour groups and the layout dimensions. */
export const theme = {
  colors: {
    /**
     * The brand pink for text, filled buttons, borders and states: 5.5:1 on white (white text on it too), 5.1:1 on
     * gray50, 4.6:1 on pinkSoft (WCAG AA 4.5:1 for text). The lighter #ff4f9a (3.1:1) failed all of them.
     */
    pink: '#c81e63',
    /** The original bright pink: decoration only (the logo mark), never text or a control's only cue. */
    pinkBright: '#ff4f9a',
    pinkSoft: '#ffe3ef',
    /** The bright brand green: fills under dark text (10:1 with black) and decoration; never text on white (1.9:1). */
    green: '#1fd6a0',
    greenDark,
    greenSoft: '#dcfaf0',
    /** Keyboard focus ring (outline) on light backgrounds. */
    focus: greenDark,
    /** Errors: 5.5:1 on white, 5.2:1 on gray50, 4.8:1 on redSoft, 4.6:1 on pinkSoft (was #f2435a, 3.7:1 on white). */
    red: '#c9243c',
    /** Background of an error box or badge (red text on it). */
    redSoft: '#fdecee',
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
    /** The least width and height of a tap target on mobile (WCAG 2.5.5, Apple and Android guidance). */
    touchTarget: 44,
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
