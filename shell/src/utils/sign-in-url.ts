export const SIGN_IN_PATH = '/user/login';

/** Where a visitor on a members-only page goes: sign-in with the SessionRequired message, then back. */
export const sessionRequiredUrl = (pathAndSearch: string) => `${SIGN_IN_PATH}?error=SessionRequired&callbackUrl=${encodeURIComponent(pathAndSearch)}`;

/** The short mark shown for a member: the first letter of the name, else of the e-mail. */
export const memberInitial = (user: { name: string | null; email: string | null }) =>
  (user.name?.trim() || user.email || '').charAt(0).toLocaleUpperCase() || '?';
