import { MEMBER_STATUS } from 'shared-contract';
import type { SessionUser } from 'shared-session';

export const POLICY_AGREE_PATH = '/user/policyAgree';
export const MAIN_PATH = '/main';

/** Spec section 2: pages outside session checks (no rule below ever moves a member off them). */
export const OUTSIDE_SESSION_CHECKS = [
  '/_/health',
  '/404',
  '/error',
  '/prepare',
  '/callback/login-error',
  '/callback/logout-success',
  '/user/signUp',
  '/user/policyAgree',
  '/user/cabinetPassword',
] as const;

/** A member who still has to sign up may also read the terms and privacy, sign in again and land after it. */
const SIGN_UP_ALSO_OPEN = ['/user/policy', '/user/privacy', '/user/login', '/callback/login-success', '/user/signupSuccess'];

/**
 * Spec section 4: a suspended member keeps main, support, my (and its sub-pages), login-success,
 * every callback, policy, privacy and the youth pages.
 */
const SUSPENDED_OPEN = ['/', MAIN_PATH, '/support', '/my', '/callback', '/user/policy', '/user/privacy', '/youth'];

// Routes match case-insensitively (react-router's default), and a trailing slash is the same page.
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

const isExactly = (pathname: string, pages: readonly string[]) => pages.some((page) => normalise(page) === pathname);
const isWithin = (pathname: string, sections: readonly string[]) =>
  sections.some((section) => {
    const base = normalise(section);
    return pathname === base || (base !== '/' && pathname.startsWith(`${base}/`));
  });

export type SessionRedirect = { to: string; reason: 'sign-up' | 'suspended' };

/** Where a signed-in member on `pathname` must go instead, or null when the page may open. */
export function sessionRedirect(pathname: string, user: SessionUser | null): SessionRedirect | null {
  if (!user) return null;
  const path = normalise(pathname);
  if (isExactly(path, OUTSIDE_SESSION_CHECKS)) return null;
  if (user.signUpRequired) {
    return isExactly(path, SIGN_UP_ALSO_OPEN) ? null : { to: POLICY_AGREE_PATH, reason: 'sign-up' };
  }
  if (user.status === MEMBER_STATUS.suspended && !isWithin(path, SUSPENDED_OPEN)) return { to: MAIN_PATH, reason: 'suspended' };
  return null;
}
