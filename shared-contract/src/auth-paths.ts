// Zod-free on purpose: the session client reads these on the first render.

/** Auth.js endpoints (base path /auth), shared by the api and the session client. */
export const AUTH_PATHS = {
  session: '/auth/session',
  csrf: '/auth/csrf',
  providers: '/auth/providers',
  signIn: (provider: string) => `/auth/signin/${encodeURIComponent(provider)}`,
  signOut: '/auth/signout',
  /** `POST` with `{ csrfToken, data }`: Auth.js session update (we use it to refresh the backend tokens). */
  sessionUpdate: '/auth/session',
  /** `POST` form-encoded `{ level, code, message? }`: the session client's own log lines, kept in the server log. */
  log: '/auth/_log',
} as const;

/**
 * Apple posts its sign-in callback from its own site (form_post), so Auth.js's callback-url cookie (SameSite=Lax) does
 * not come with it and the sign-in ends at `/`. The session client keeps the destination in this cookie before going
 * to Apple; the server's `/` sends the member there (spec section 8).
 */
export const APPLE_CALLBACK_COOKIE = 'keys-apple-callback';
