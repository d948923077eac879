import type { AuthSession } from 'shared-contract';

/**
 * An Auth.js session answer, or null for anything that is not one (signed out, or malformed). Checked by hand, not
 * with the contract's schema: the session is read before the first render, where zod would cost ~27 KB gz.
 */
export function readAuthSession(body: unknown): AuthSession {
  if (typeof body !== 'object' || body === null) return null;
  const { user, expires } = body as { user?: unknown; expires?: unknown };
  if (typeof user !== 'object' || user === null || typeof expires !== 'string') return null;
  return body as AuthSession;
}
