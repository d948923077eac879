import { z } from 'zod';

import { plainText } from './input';

export * from './auth-paths';

/** `POST /auth/_log` (spec section 7): what the session client reports when one of its calls fails. */
export const authClientLogSchema = z.object({
  level: z.enum(['error', 'warn', 'debug']),
  code: plainText().trim().min(1).max(100),
  message: plainText({ multiline: true }).max(2000).optional(),
});
export type AuthClientLog = z.infer<typeof authClientLogSchema>;

export const authSessionUserSchema = z.object({
  /** The member id (null only for a session made before members existed). */
  id: z.number().int().nullish(),
  email: z.string().nullish(),
  name: z.string().nullish(),
  image: z.string().nullish(),
  provider: z.string().nullish(),
  /** Member status (0 signing up, 1 active, 6 suspended). */
  status: z.number().int().nullish(),
  /** The identity signed in for the first time: sign-up (consents, cabinet password) comes next. */
  signUpRequired: z.boolean().nullish(),
});

/**
 * `GET /auth/session`: the session, or null when signed out. The backend access token travels
 * to the page (kept in memory only); the refresh token never leaves the httpOnly cookie.
 */
export const authSessionSchema = z
  .object({
    user: authSessionUserSchema,
    expires: z.string(),
    accessToken: z.string().nullish(),
    accessTokenExpiresAt: z.number().nullish(),
  })
  .nullable();
export type AuthSession = z.infer<typeof authSessionSchema>;

export const authProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** `GET /auth/providers`: the enabled providers by id. */
export const authProvidersSchema = z.record(z.string(), authProviderSchema);

export const authCsrfSchema = z.object({ csrfToken: z.string().min(1) });

/** Auth.js error names a returned URL can carry in `error`, with their own message (others get a generic one). */
export const AUTH_ERRORS_WITH_MESSAGE = ['OAuthCallbackError', 'AccountNotLinkedError', 'SessionRequired'] as const;
export type AuthErrorWithMessage = (typeof AUTH_ERRORS_WITH_MESSAGE)[number];
