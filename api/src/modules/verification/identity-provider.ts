/** What a Korean identity-verification service (PASS and the like) gives back about a person. */
export interface IdentityResult {
  name: string;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  /** Digits only, e.g. '01012345678'. */
  phone: string;
  /** Duplication information: the same value for the same person on every verification. */
  di: string;
}

export interface IdentityStartRequest {
  /** Our identity_verification row id, carried through the provider and back. */
  requestId: string;
  /** Where the provider sends the browser back (`<origin>/callback/verification`). */
  returnUrl: string;
}

/** The provider's answer for a result token: the person, or the member cancelled on the provider's page. */
export type IdentityFetchResult = { outcome: 'verified'; requestId: string; identity: IdentityResult } | { outcome: 'cancelled'; requestId: string };

/**
 * A verification service: `start` opens a transaction and answers the page the browser goes to;
 * the provider sends the browser back with a one-time token, and `fetchResult` (server to server)
 * turns the token into the result. The redirect itself is never trusted. Answers null for a token
 * it does not know (unknown, already used or expired).
 */
export interface IdentityProvider {
  start(request: IdentityStartRequest): Promise<{ url: string }>;
  fetchResult(token: string): Promise<IdentityFetchResult | null>;
}
