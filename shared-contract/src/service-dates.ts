// Zod-free on purpose: the shell's menus read these on the first render.

/** Dates that switch menus and flows, read against the server's clock (spec sections 1 and 2). */
export const SUPPORT_OPENS_AT = '2023-06-28T00:00:00+09:00';
export const PRE_REGISTRATION_ENDS_AT = SUPPORT_OPENS_AT;

export const SERVICE_PHASES = ['operating', 'terminating', 'closed'] as const;

export const isSupportOpen = (now: Date) => now.getTime() >= Date.parse(SUPPORT_OPENS_AT);
export const isPreRegistrationOpen = (now: Date) => now.getTime() < Date.parse(PRE_REGISTRATION_ENDS_AT);
