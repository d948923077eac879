// Zod-free on purpose: the shell's session rules read it on the first render.

/** Account status (spec section 4: a suspended member has status 6). */
export const MEMBER_STATUS = { pending: 0, active: 1, suspended: 6, deactivated: 9 } as const;
export type MemberStatus = (typeof MEMBER_STATUS)[keyof typeof MEMBER_STATUS];
