import type { Rarity, SaleStatus } from './catalog';

/**
 * The design tokens every surface draws with: shared-ui's theme (the React pages) and the api's server-drawn first
 * screens and pages read the same values, so a colour changes in one place.
 */
export const COLORS = {
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
  /**
   * The brand's dark green: 5.3:1 on white, 4.6:1 on gray100, 4.8:1 on greenSoft (text and the focus ring, which
   * needs 3:1 against what surrounds it, WCAG 1.4.11).
   */
  greenDark: '#0a7a5a',
  greenSoft: '#dcfaf0',
  /** Keyboard focus ring (outline) on light backgrounds. */
  focus: '#0a7a5a',
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
} as const;

export const FONT_STACK = `'Pretendard', 'Noto Sans KR', 'Noto Sans CJK KR', system-ui, -apple-system, 'Segoe UI', sans-serif`;

/** Desktop means a width over 600 px. */
export const DESKTOP_MIN_WIDTH = 601;

/** The sale status badges: [background, text]. */
export const SALE_STATUS_BADGE_COLORS: Record<SaleStatus, readonly [background: string, color: string]> = {
  upcoming: [COLORS.greenSoft, COLORS.greenDark],
  on_sale: [COLORS.pink, COLORS.white],
  sold_out: [COLORS.gray700, COLORS.white],
  ended: [COLORS.gray200, COLORS.gray700],
};

/** The rarity badges: [background, text], each pair at least 4.5:1. */
export const RARITY_BADGE_COLORS: Record<Rarity, readonly [background: string, color: string]> = {
  common: [COLORS.gray100, COLORS.gray700],
  rare: ['#e3efff', '#1f5fbf'],
  epic: ['#f0e6ff', '#6b2fc0'],
  legendary: ['#fff4d1', '#8a5a00'],
};
