import { createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import * as repository from './token-repository';

const ISSUER = 'keys-api';
const AUDIENCE = 'keys-web';

export interface TokenSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshReuseGraceSeconds: number;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires. */
  accessTokenExpiresAt: number;
  familyId: string;
  userId: number;
}

export interface AccessClaims {
  userId: number;
  familyId: string;
}

/** Verified access tokens remembered at most (the oldest goes first); a token is about 300 bytes. */
const VERIFIED_TOKENS_MAX = 10_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The access-token signing key, derived from the Auth.js secret (one secret to configure). */
export const accessTokenKey = (secret: string) => new Uint8Array(hkdfSync('sha256', secret, 'keys', 'keys access token v1', 32));

type RotateOutcome = { issued: IssuedTokens } | { error: 'REFRESH_TOKEN_INVALID' | 'REFRESH_TOKEN_REUSED' | 'SESSION_REVOKED' };

/**
 * Backend tokens (DESIGN.md section 4): a short-lived access JWT and a rotating refresh token kept
 * only as a hash. Tokens of one sign-in form a family; presenting a spent refresh token again
 * revokes the whole family, so a stolen copy ends the session everywhere.
 */
export class TokenService {
  /** Access tokens whose signature was checked, with their claims and expiry (seconds). */
  private readonly verified = new Map<string, AccessClaims & { expiresAt: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly key: Uint8Array,
    private readonly settings: TokenSettings,
  ) {}

  /** A new family (one sign-in) and its first pair. */
  async issueFamily(userId: number): Promise<IssuedTokens> {
    const familyId = randomUUID();
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await repository.insertFamily(trx, { id: familyId, userId, now });
      return this.issuePair(trx, userId, familyId, now);
    });
  }

  private async issuePair(trx: Kysely<Database>, userId: number, familyId: string, now: Date): Promise<IssuedTokens> {
    const refreshToken = `${familyId}.${randomBytes(32).toString('base64url')}`;
    await repository.insertRefreshToken(trx, {
      tokenHash: hashToken(refreshToken),
      familyId,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + this.settings.refreshTokenTtlSeconds * 1000),
    });
    const accessTokenExpiresAt = now.getTime() + this.settings.accessTokenTtlSeconds * 1000;
    const accessToken = await new SignJWT({ sid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(accessTokenExpiresAt / 1000))
      .sign(this.key);
    return { accessToken, refreshToken, accessTokenExpiresAt, familyId, userId };
  }

  /**
   * Checks signature, issuer and expiry against the server clock. The signature of a token is checked once: a token
   * seen before (each request of a member sends the same one until it is refreshed) only has its expiry checked
   * again, as jose checks it (expired when `exp <= now`, in seconds).
   */
  async verifyAccess(accessToken: string): Promise<AccessClaims> {
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const known = this.verified.get(accessToken);
    if (known) {
      if (known.expiresAt <= nowSeconds) {
        this.verified.delete(accessToken);
        throw new AppError('TOKEN_EXPIRED');
      }
      return { userId: known.userId, familyId: known.familyId };
    }
    const claims = await this.verifySignature(accessToken);
    const { exp, nbf } = decodeJwt(accessToken);
    // Only tokens whose validity is their expiry alone are remembered (ours: no "not before").
    if (typeof exp === 'number' && nbf === undefined) {
      if (this.verified.size >= VERIFIED_TOKENS_MAX) this.makeRoom(nowSeconds);
      this.verified.set(accessToken, { ...claims, expiresAt: exp });
    }
    return claims;
  }

  /** A full cache first drops the expired tokens (one pass per fill), else its oldest token. */
  private makeRoom(nowSeconds: number) {
    for (const [token, entry] of this.verified) if (entry.expiresAt <= nowSeconds) this.verified.delete(token);
    const oldest = this.verified.keys().next();
    if (this.verified.size >= VERIFIED_TOKENS_MAX && !oldest.done) this.verified.delete(oldest.value);
  }

  /** How many verified tokens are remembered (tests). */
  get rememberedTokens(): number {
    return this.verified.size;
  }

  private async verifySignature(accessToken: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(accessToken, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') throw new AppError('TOKEN_INVALID');
      return { userId, familyId: payload.sid };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(error instanceof joseErrors.JWTExpired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
    }
  }

  /**
   * `POST /api/auth/refresh`: spends the refresh token and answers a new pair in the same family.
   * A spent token presented again (after the grace period for two tabs refreshing at once)
   * revokes the family. The access token, when given, must belong to the same family.
   */
  async rotate(refreshToken: string, accessToken?: string): Promise<IssuedTokens> {
    const familyOfRefresh = refreshToken.split('.')[0] ?? '';
    if (accessToken) {
      let claims: { sid?: unknown };
      try {
        // Expired is fine here (that is why one refreshes); the signature is what counts.
        await jwtVerify(accessToken, this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: new Date(0) });
        claims = decodeJwt(accessToken);
      } catch {
        throw new AppError('REFRESH_TOKEN_INVALID');
      }
      if (claims.sid !== familyOfRefresh) throw new AppError('REFRESH_TOKEN_INVALID');
    }
    const now = this.clock.now();
    const outcome = await this.db.transaction().execute(async (trx): Promise<RotateOutcome> => {
      const row = await repository.lockRefreshToken(trx, hashToken(refreshToken));
      if (!row) return { error: 'REFRESH_TOKEN_INVALID' };
      if (row.revoked_at || row.status === 9) return { error: 'SESSION_REVOKED' };
      if (row.expires_at.getTime() <= now.getTime()) return { error: 'REFRESH_TOKEN_INVALID' };
      if (row.used_at) {
        const withinGrace = now.getTime() - row.used_at.getTime() <= this.settings.refreshReuseGraceSeconds * 1000;
        if (!withinGrace) {
          await this.revokeFamilyIn(trx, row.family_id, 'refresh token reused', now);
          return { error: 'REFRESH_TOKEN_REUSED' };
        }
      } else {
        await repository.markRefreshTokenUsed(trx, row.token_hash, now);
      }
      return { issued: await this.issuePair(trx, row.user_id, row.family_id, now) };
    });
    if ('error' in outcome) throw new AppError(outcome.error);
    return outcome.issued;
  }

  private async revokeFamilyIn(trx: Kysely<Database>, familyId: string, reason: string, now: Date) {
    await repository.revokeFamily(trx, familyId, reason, now);
  }

  /** Sign-out of one session (its family). */
  async revokeFamily(familyId: string, reason: string, trx: Kysely<Database> = this.db) {
    await this.revokeFamilyIn(trx, familyId, reason, this.clock.now());
  }

  /** Every session of a member (deactivation, suspension). */
  async revokeAllForUser(userId: number, reason: string, trx: Kysely<Database> = this.db) {
    await repository.revokeFamiliesOf(trx, userId, reason, this.clock.now());
  }
}
