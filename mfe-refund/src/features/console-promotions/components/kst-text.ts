import { formatKst } from 'shared-ui';

/** A time in KST to the minute: `2026.04.10 12:00 (KST)`. */
export const formatKstMinute = (iso: string) => `${formatKst(iso, 'dateMinute')} (KST)`;

/** A window in KST: `2026.04.10 12:00 – 2026.04.17 12:00 (KST)`. */
export const formatWindow = (start: string, end: string) => `${formatKst(start, 'dateMinute')} – ${formatKst(end, 'dateMinute')} (KST)`;
