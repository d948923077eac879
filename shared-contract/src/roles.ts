// Zod-free on purpose: the shell's layout reads these on the first render.

/**
 * Roles: members; the support team's `support` and `admin`; and `editor`, who runs the catalogue studio without any
 * access to money or members' data. Staff work only in /refund/console.
 */
export const ROLES = ['member', 'support', 'admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** The support team (money, refunds, members' data): `support` and `admin`. */
export const isStaffRole = (role: Role | undefined | null): boolean => role === 'support' || role === 'admin';

/** Who may open the staff console at all: the support team and editors. */
export const isConsoleRole = (role: Role | undefined | null): boolean => isStaffRole(role) || role === 'editor';

/** Who edits and publishes the catalogue (the studio): `admin` and `editor`. */
export const isCatalogueRole = (role: Role | undefined | null): boolean => role === 'admin' || role === 'editor';
