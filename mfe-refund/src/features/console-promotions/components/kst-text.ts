import { formatKst } from 'shared-ui';

/** A window in KST: `2026.04.10 12:00 – 2026.04.17 12:00 (KST)`. */
export const formatWindow = (start: string, end: string) => `${formatKst(start, 'dateMinute')} – ${formatKst(end, 'dateMinute')} (KST)`;
