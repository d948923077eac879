// Zod-free on purpose: the shell's layout reads these on the first render.

/** Roles: members, and the support team's two (spec section 6, issue 10 C). Staff work only in /refund/console. */
export const ROLES = ['member', 'support', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const isStaffRole = (role: Role | undefined | null): boolean => role === 'support' || role === 'admin';
