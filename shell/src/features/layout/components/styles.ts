import { theme } from 'shared-ui';

export const focusRing = {
  '&:focus-visible': { outline: `3px solid ${theme.colors.pink}`, outlineOffset: 2, borderRadius: theme.radius.sm },
} as const;

export const navLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  padding: '0 10px',
  color: theme.colors.gray800,
  fontSize: 15,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  font: 'inherit',
  '&:hover': { color: theme.colors.pink },
  '&[aria-current="page"]': { color: theme.colors.pink },
  ...focusRing,
} as const;

export const iconButton = {
  ...navLink,
  justifyContent: 'center',
  minWidth: 44,
  padding: 0,
} as const;

export const list = { display: 'flex', alignItems: 'center', gap: 4, margin: 0, padding: 0, listStyle: 'none' } as const;

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Desktop widths below which the top bar's shortcuts show their icon only (the label stays their name). */
export const WIDE_TOP_BAR = 1440;

/** A shortcut's label: shown from `WIDE_TOP_BAR` px, only for screen readers below (the bar then fits 1280 px). */
export const wideLabel = { [`@media (max-width: ${WIDE_TOP_BAR - 1}px)`]: visuallyHidden } as const;
