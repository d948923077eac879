import { signUpConsentsSchema, type SignUpConsents } from 'shared-contract';

/** The consents travel from /user/policyAgree to /user/cabinetPassword in this tab only (never in the URL). */
export const CONSENTS_STORAGE_KEY = 'keys-sign-up-consents';

export function saveConsents(consents: SignUpConsents) {
  try {
    sessionStorage.setItem(CONSENTS_STORAGE_KEY, JSON.stringify(consents));
  } catch {
    // Storage refused (private mode quota): the next step asks for the consents again.
  }
}

/** The consents given in this tab, or null when none (or not valid by the shared schema). */
export function loadConsents(): SignUpConsents | null {
  try {
    const raw = sessionStorage.getItem(CONSENTS_STORAGE_KEY);
    if (!raw) return null;
    const parsed = signUpConsentsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearConsents() {
  try {
    sessionStorage.removeItem(CONSENTS_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The sign-up flag cookie (spec section 4): set for one hour when the session says the member just signed in for the first time. */
export const SIGN_UP_COOKIE = 'keys-sign-up';
export const SIGN_UP_COOKIE_MAX_AGE_SECONDS = 60 * 60;

export function setSignUpCookie() {
  document.cookie = `${SIGN_UP_COOKIE}=1; Max-Age=${SIGN_UP_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

export function clearSignUpCookie() {
  document.cookie = `${SIGN_UP_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export const hasSignUpCookie = () => document.cookie.split('; ').includes(`${SIGN_UP_COOKIE}=1`);
