import type { FastifyRequest } from 'fastify';
import { APPLE_CALLBACK_COOKIE, resolveSameOriginPath } from 'shared-contract';

const COOKIE = new RegExp(`(?:^|;\\s*)${APPLE_CALLBACK_COOKIE}=([^;]*)`);

/**
 * Spec section 8: an Apple sign-in ends at `/` (Apple posts its callback from its own site, so Auth.js's callback-url
 * cookie does not come with it); the destination the session client kept in the Apple callback cookie says where the
 * member was going. Undefined without that cookie; null when it holds no same-origin path (then /main).
 */
export function appleSignInDestination(request: FastifyRequest, publicUrl: string): string | null | undefined {
  const raw = COOKIE.exec(request.headers.cookie ?? '')?.[1];
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
export const clearAppleCallbackCookie = () => `${APPLE_CALLBACK_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
