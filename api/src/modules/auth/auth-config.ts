import type { AuthConfig } from '@auth/core';
import type { OAuthConfig, Provider } from '@auth/core/providers';
import Apple from '@auth/core/providers/apple';
import Facebook from '@auth/core/providers/facebook';
import Google from '@auth/core/providers/google';
import Kakao from '@auth/core/providers/kakao';
import Naver from '@auth/core/providers/naver';
import type { FastifyBaseLogger } from 'fastify';
import type { OAuthProviderId } from '../../config';
import type { AppContext } from '../../context';
import { authCallbacks } from './auth-callbacks';
import { LOCAL_CLIENT_ID, startLocalIssuer, type LocalIssuer } from './local-issuer';

export const AUTH_BASE_PATH = '/auth';

const BUILT_IN: Record<OAuthProviderId, { create: (options: { clientId: string; clientSecret: string }) => Provider; origin: string }> = {
  apple: { create: Apple, origin: 'https://appleid.apple.com' },
  google: { create: Google, origin: 'https://accounts.google.com' },
  facebook: { create: Facebook, origin: 'https://www.facebook.com' },
  kakao: { create: Kakao, origin: 'https://kauth.kakao.com' },
  naver: { create: Naver, origin: 'https://nid.naver.com' },
};

export interface AuthSetup {
  config: AuthConfig;
  /** Origins a sign-in form POST is redirected to (CSP form-action). */
  formActionOrigins: string[];
  localIssuer: LocalIssuer | undefined;
  /**
   * The origin Auth.js sees requests on (its callback, redirect and sign-out URLs are made from it): PUBLIC_URL, or,
   * only with AUTH_TRUST_HOST=1, undefined for the request's own Host.
   */
  origin: string | undefined;
  close(): Promise<void>;
}

const localProvider = (issuer: LocalIssuer): OAuthConfig<Record<string, unknown>> => ({
  id: 'local',
  name: 'KEYS Local',
  type: 'oidc',
  issuer: issuer.url,
  clientId: LOCAL_CLIENT_ID,
  clientSecret: 'local-issuer-accepts-any-secret',
  checks: ['pkce', 'state'],
  authorization: { params: { scope: 'openid email profile' } },
});

/**
 * Apple's provider (its form_post callback, nonce and state checks, profile) answered by the local issuer instead of
 * appleid.apple.com, for trying and testing the Apple sign-in without Apple.
 */
const localAppleProvider = (issuer: LocalIssuer): Provider =>
  Apple({
    clientId: LOCAL_CLIENT_ID,
    clientSecret: 'local-issuer-accepts-any-secret',
    issuer: issuer.url,
    wellKnown: `${issuer.url}/.well-known/openid-configuration`,
  });

const crossSite = { options: { sameSite: 'none' as const, secure: true } };
const crossSiteCheckCookies: AuthConfig['cookies'] = { state: crossSite, nonce: crossSite, pkceCodeVerifier: crossSite };

/** Auth.js settings: enabled providers, the local issuer when configured, JWT sessions. */
export async function createAuthSetup(context: AppContext, secret: string, log: FastifyBaseLogger): Promise<AuthSetup> {
  const { config } = context;
  const providers: Provider[] = [];
  const formActionOrigins: string[] = [];
  for (const [id, credentials] of Object.entries(config.oauthProviders) as Array<[OAuthProviderId, { clientId: string; clientSecret: string }]>) {
    providers.push(BUILT_IN[id].create(credentials));
    formActionOrigins.push(BUILT_IN[id].origin);
  }
  const localIssuer = config.authLocalIssuer ? await startLocalIssuer() : undefined;
  if (localIssuer) {
    providers.push(localProvider(localIssuer));
    formActionOrigins.push(localIssuer.origin);
    if (config.authLocalApple && !config.oauthProviders.apple) providers.push(localAppleProvider(localIssuer));
  }

  const authConfig: AuthConfig = {
    basePath: AUTH_BASE_PATH,
    // @auth/core takes the host from the request URL it is handed; the adapter (auth-routes) builds that URL from
    // PUBLIC_URL unless AUTH_TRUST_HOST=1, so a forged Host header never reaches a link or redirect.
    trustHost: true,
    secret,
    providers,
    session: { strategy: 'jwt', maxAge: config.authSessionMaxAge },
    // Apple posts its callback from its own site (form_post): on https the sign-in checks' cookies must come with that
    // cross-site POST (SameSite=None; Secure). The callback-url cookie stays Lax, so an Apple sign-in ends at `/`,
    // which follows the session client's Apple callback cookie (web/apple-callback.ts).
    ...(new URL(config.publicUrl).protocol === 'https:' ? { cookies: crossSiteCheckCookies } : {}),
    pages: { signIn: '/user/login', error: '/user/login' },
    callbacks: authCallbacks(context, log),
    events: {
      // Signing out ends the backend token family too, so its tokens stop working at once.
      async signOut(message) {
        const familyId = 'token' in message ? (message.token as { fid?: unknown } | null)?.fid : undefined;
        if (typeof familyId === 'string') await context.tokens.revokeFamily(familyId, 'sign-out');
      },
    },
    logger: {
      error: (error) => log.warn({ err: error }, 'auth error'),
      warn: (code) => log.warn({ code }, 'auth warning'),
      debug: () => undefined,
    },
  };
  return {
    config: authConfig,
    formActionOrigins,
    localIssuer,
    origin: config.authTrustHost ? undefined : config.publicUrl,
    close: async () => localIssuer?.close(),
  };
}
