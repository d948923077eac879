import type { AuthConfig, Session } from '@auth/core/types';
import type { JWT } from '@auth/core/jwt';
import type { FastifyBaseLogger } from 'fastify';
import { MEMBER_STATUS } from 'shared-contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { findMemberByIdentity, findOrCreateMember, memberSessionState } from '../members/member-repository';

/** What our Auth.js JWT (the encrypted session cookie) carries besides name and e-mail. */
interface KeysJwt extends JWT {
  uid?: number;
  fid?: string;
  at?: string;
  rt?: string;
  atExp?: number;
  provider?: string;
  status?: number;
}

/** Where a deactivated account lands when it signs in (spec section 8 message on /callback/login-error). */
export const DEACTIVATED_SIGN_IN_URL = '/callback/login-error?error=AccountDeactivated';

/**
 * Auth.js callbacks joining the provider sign-in to our members and backend tokens:
 * the first sign-in of an identity makes a member who still has to sign up; every session read
 * (each page load) re-reads the member and refreshes the backend tokens shortly before they expire.
 * The refresh token stays inside the encrypted, httpOnly session cookie; the page gets the access token.
 */
export function authCallbacks(context: AppContext, log: FastifyBaseLogger): NonNullable<AuthConfig['callbacks']> {
  const { database, tokens, clock, config } = context;
  const refreshMarginMs = Math.min(10_000, (config.accessTokenTtlSeconds * 1000) / 5);

  return {
    async signIn({ account }) {
      if (!account) return true;
      const member = await findMemberByIdentity(database.db, account.provider, account.providerAccountId);
      return member?.status === MEMBER_STATUS.deactivated ? DEACTIVATED_SIGN_IN_URL : true;
    },

    async jwt({ token, account, trigger, session }) {
      const jwt = token as KeysJwt;
      if (account) {
        const member = await findOrCreateMember(database.db, {
          provider: account.provider,
          snsId: account.providerAccountId,
          email: typeof jwt.email === 'string' ? jwt.email : null,
          name: typeof jwt.name === 'string' ? jwt.name : null,
        });
        const issued = await tokens.issueFamily(member.id);
        return {
          ...jwt,
          uid: member.id,
          fid: issued.familyId,
          at: issued.accessToken,
          rt: issued.refreshToken,
          atExp: issued.accessTokenExpiresAt,
          provider: account.provider,
          status: member.status,
        } satisfies KeysJwt;
      }
      if (!jwt.uid || !jwt.fid || !jwt.rt) return null;

      try {
        const state = await memberSessionState(database.db, { userId: jwt.uid, familyId: jwt.fid });
        if (!state || state.revoked_at || state.status === MEMBER_STATUS.deactivated) return null;
        jwt.status = state.status;

        const asked = trigger === 'update' && (session as { refresh?: unknown } | undefined)?.refresh === true;
        if (asked || (jwt.atExp ?? 0) - clock.now().getTime() <= refreshMarginMs) {
          const issued = await tokens.rotate(jwt.rt);
          Object.assign(jwt, { at: issued.accessToken, rt: issued.refreshToken, atExp: issued.accessTokenExpiresAt });
        }
        return jwt;
      } catch (error) {
        if (error instanceof AppError) {
          // A spent, revoked or expired refresh token: the session ends (logged, the page renders signed out).
          log.warn({ code: error.code, userId: jwt.uid }, 'session ended: backend token refresh refused');
          return null;
        }
        // A passing failure (database busy) must not sign the member out: keep the session as it is.
        log.error({ err: error, userId: jwt.uid }, 'session check failed');
        return jwt;
      }
    },

    session({ session, token }) {
      const jwt = token as KeysJwt;
      return {
        ...session,
        user: {
          ...session.user,
          id: jwt.uid ?? null,
          provider: jwt.provider ?? null,
          status: jwt.status ?? null,
          signUpRequired: jwt.status === MEMBER_STATUS.pending,
        },
        accessToken: jwt.at ?? null,
        accessTokenExpiresAt: jwt.atExp ?? null,
        // Our member id is a number (Auth.js types it as a string id of its own adapters).
      } as unknown as Session;
    },
  };
}
