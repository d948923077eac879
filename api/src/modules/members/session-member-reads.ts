import type { AppDatabase } from '../../db/database';
import type { AppUserRow } from '../../db/schema';
import type { AccessClaims } from '../tokens/token-service';
import { membersOfSessions } from './member-repository';

/** A signed-in member with the state of their session (token family). */
export interface SessionMember {
  user: AppUserRow;
  sessionRevoked: boolean;
}

interface PendingRead {
  claims: AccessClaims;
  resolve: (member: SessionMember | null) => void;
  reject: (error: unknown) => void;
}

/**
 * The members and sessions behind the access tokens of requests that arrive in the same turn of the event loop, read
 * in ONE query instead of one each (a KEY drop brings hundreds of requests at once). Each request still reads its
 * member after it arrived, so a revoked session or a deactivated account is refused at once.
 */
class SessionMemberReads {
  private pending: PendingRead[] = [];

  constructor(private readonly database: AppDatabase) {}

  /** The member and session of `claims`, or null when the token's family is not the member's. */
  read(claims: AccessClaims): Promise<SessionMember | null> {
    return new Promise((resolve, reject) => {
      this.pending.push({ claims, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush() {
    const reads = this.pending;
    this.pending = [];
    try {
      const rows = await membersOfSessions(this.database.db, [...new Set(reads.map((read) => read.claims.familyId))]);
      for (const { claims, resolve } of reads) {
        const row = rows.find((candidate) => candidate.family_id === claims.familyId && candidate.id === claims.userId);
        if (!row) {
          resolve(null);
          continue;
        }
        const { family_id: _family, family_revoked_at: revokedAt, ...user } = row;
        resolve({ user, sessionRevoked: revokedAt !== null });
      }
    } catch (error) {
      for (const read of reads) read.reject(error);
    }
  }
}

const readers = new WeakMap<AppDatabase, SessionMemberReads>();

/** The session member of `claims`, read together with those of the other requests of this turn. */
export function readSessionMember(database: AppDatabase, claims: AccessClaims): Promise<SessionMember | null> {
  let reader = readers.get(database);
  if (!reader) {
    reader = new SessionMemberReads(database);
    readers.set(database, reader);
  }
  return reader.read(claims);
}
