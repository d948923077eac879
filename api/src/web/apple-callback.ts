import type { FastifyRequest } from 'fastify';
import { APPLE_CALLBACK_COOKIE, resolveSameOriginPath } from 'shared-contract';
import { clearedCookie, requestCookies } from '../http/cookies';

/**
 * Spec section 8: an Apple sign-in ends at `/` (Apple posts its callback from its own site, so Auth.js's callback-url
 * cookie does not come with it); the destination the session client kept in the Apple callback cookie says where the
 * member was going. Undefined without that cookie; null when it holds no same-origin path (then /main).
 */
export function appleSignInDestination(request: FastifyRequest, publicUrl: string): string | null | undefined {
  const raw = requestCookies(request, { decode: (value) => value })[APPLE_CALLBACK_COOKIE];
  if (raw === undefined) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return resolveSameOriginPath(value, new URL(publicUrl).origin);
}

/** The Set-Cookie that removes the Apple callback cookie once it has been followed. */
export const clearAppleCallbackCookie = () => clearedCookie(APPLE_CALLBACK_COOKIE);
