import { hkdfSync } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CABINET_TOKEN_HEADER, CABINET_UNLOCK_TTL_MS, type CabinetUnlock } from 'shared-contract';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { memberOf } from '../members/request-member';

const ISSUER = 'keys-api';
const AUDIENCE = 'keys-cabinet';

/** The unlock-token key: derived from the Auth.js secret like the access token's, with its own label. */
export const cabinetUnlockKey = (secret: string) => new Uint8Array(hkdfSync('sha256', secret, 'keys', 'keys cabinet unlock v1', 32));

/**
 * The cabinet unlock token: a short-lived HS256 JWT naming the member and their session (sign-in family), given
 * after the cabinet password. Stateless, so any api instance checks it; signing out ends it with the session.
 */
export class CabinetUnlockTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {}

  async issue(userId: number, familyId: string): Promise<CabinetUnlock> {
    const now = this.clock.now().getTime();
    const expiresAt = now + CABINET_UNLOCK_TTL_MS;
    const token = await new SignJWT({ sid: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** Whether `token` opens the cabinet of this member in this session now. */
  async opens(token: string, userId: number, familyId: string): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: this.clock.now() });
      return payload.sub === String(userId) && payload.sid === familyId;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return false;
      throw error;
    }
  }
}

const headerToken = (request: FastifyRequest) => {
  const value = request.headers[CABINET_TOKEN_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length < 2048 ? value : undefined;
};

/**
 * After `requireMember`: lets through only a member whose cabinet is open (a valid unlock token). Without one the
 * answer is CABINET_LOCKED, or CABINET_PASSWORD_NOT_SET for a member who has no cabinet password yet.
 */
export function requireCabinetUnlocked(tokens: CabinetUnlockTokens): preHandlerAsyncHookHandler {
  return async (request) => {
    const { user, familyId } = memberOf(request);
    if (user.cabinet_password_hash === null) throw new AppError('CABINET_PASSWORD_NOT_SET');
    const token = headerToken(request);
    if (!token || !(await tokens.opens(token, user.id, familyId))) throw new AppError('CABINET_LOCKED');
  };
}
