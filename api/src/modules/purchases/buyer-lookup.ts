import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { MEMBER_STATUS } from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AccessClaims } from '../tokens/token-service';

/** Verified access tokens kept at most (the oldest goes first); a token is about 300 bytes. */
const VERIFIED_TOKENS_MAX = 10_000;

interface Lookup {
  claims: AccessClaims;
  resolve: (user: AppUserRow) => void;
  reject: (error: unknown) => void;
}

/**
 * `authenticate` (members/request-member) for the purchase routes, where a drop brings hundreds of requests at once,
 * with the same answers and errors: the bearer token's signature is checked once per token (its expiry on every
 * request, against the server clock, as jose does), and the members of the requests that arrived in the same turn of
 * the event loop are read in ONE query instead of one each. Each request still reads its member and session after it
 * arrived (a revoked session or a deactivated account is refused as before); only the signature check is remembered.
 */
export class BuyerLookup {
  private readonly verified = new Map<string, AccessClaims & { expiresAt: number }>();
  private pending: Lookup[] = [];

  constructor(private readonly context: AppContext) {}

  async authenticate(request: FastifyRequest): Promise<{ user: AppUserRow }> {
    const header = request.headers.authorization;
    const token = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
    if (!token) throw new AppError('TOKEN_MISSING');
    const claims = await this.verify(token);
    const user = await new Promise<AppUserRow>((resolve, reject) => {
      this.pending.push({ claims, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => void this.flush());
    });
    if (user.status === MEMBER_STATUS.deactivated) throw new AppError('ACCOUNT_DEACTIVATED');
    return { user };
  }

  /** TokenService.verifyAccess once per token; then only its expiry (jose: expired when `exp <= now` in seconds). */
  private async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    const now = Math.floor(this.context.clock.now().getTime() / 1000);
    if (known) {
      if (known.expiresAt <= now) throw new AppError('TOKEN_EXPIRED');
      return { userId: known.userId, familyId: known.familyId };
    }
    const claims = await this.context.tokens.verifyAccess(token);
    const { exp, nbf } = decodeJwt(token);
    // Only tokens whose validity is their expiry alone are remembered (ours: no "not before").
    if (typeof exp === 'number' && nbf === undefined) {
      if (this.verified.size >= VERIFIED_TOKENS_MAX) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { ...claims, expiresAt: exp });
    }
    return claims;
  }

  /** The members and sessions of every waiting request, in one query. */
  private async flush() {
    const lookups = this.pending;
    this.pending = [];
    try {
      const rows = await this.context.database.db
        .selectFrom('app_user as u')
        .innerJoin('token_family as f', 'f.user_id', 'u.id')
        .selectAll('u')
        .select(['f.id as family_id', 'f.revoked_at as family_revoked_at'])
        .where('f.id', 'in', [...new Set(lookups.map((lookup) => lookup.claims.familyId))])
        .execute();
      for (const { claims, resolve, reject } of lookups) {
        const row = rows.find((candidate) => candidate.family_id === claims.familyId && candidate.id === claims.userId);
        if (!row || row.family_revoked_at) {
          reject(new AppError('SESSION_REVOKED'));
          continue;
        }
        const { family_id: _family, family_revoked_at: _revoked, ...user } = row;
        resolve(user);
      }
    } catch (error) {
      for (const lookup of lookups) lookup.reject(error);
    }
  }
}

const lookups = new WeakMap<AppContext, BuyerLookup>();

/** The app's one BuyerLookup (its verified tokens are shared by every purchase route). */
export function buyerLookupOf(context: AppContext): BuyerLookup {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = new BuyerLookup(context);
    lookups.set(context, lookup);
  }
  return lookup;
}
