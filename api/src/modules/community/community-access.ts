import type { Kysely } from 'kysely';
import type { CommunityAccess, CommunityBanNotice, CommunityState } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { activeBan, communitySettingOf, ownedProjectIds } from './community-repository';

/**
 * Who may do what in a project's community (issue 11 A, spec sections 4 and 6). Decided from the database on every
 * request, never cached: losing the last KEY ends access at the next request.
 */

export interface CommunitySetting {
  closed: boolean;
  opensAt: Date | null;
}

export const communityState = (setting: CommunitySetting | undefined, now: Date): CommunityState => {
  if (setting?.closed) return 'CLOSED';
  if (setting?.opensAt && setting.opensAt > now) return 'NOT_OPEN';
  return 'OPEN';
};

export interface AccessFacts {
  state: CommunityState;
  user: Pick<AppUserRow, 'id' | 'role'> | null;
  ownsKey: boolean;
  ban: CommunityBanNotice | null;
}

/** The rule itself: staff read every community (admins also write and moderate); members need OPEN and a KEY. */
export function decideAccess({ state, user, ownsKey, ban }: AccessFacts): CommunityAccess {
  const none = { canRead: false, canWrite: false, canModerate: false, ban: null };
  if (user && (user.role === 'support' || user.role === 'admin')) {
    const admin = user.role === 'admin';
    return { reason: 'STAFF', canRead: true, canWrite: admin, canModerate: admin, ban: null };
  }
  if (state === 'CLOSED') return { ...none, reason: 'CLOSED' };
  if (state === 'NOT_OPEN') return { ...none, reason: 'NOT_OPEN' };
  if (!user) return { ...none, reason: 'SIGN_IN' };
  if (!ownsKey) return { ...none, reason: 'NO_KEY' };
  return { reason: 'OWNER', canRead: true, canWrite: ban === null, canModerate: false, ban };
}

export interface ProjectCommunity {
  projectId: number;
  state: CommunityState;
  opensAt: Date | null;
}

/** A project's community and its state; COMMUNITY_NOT_FOUND when the project does not exist. */
export async function loadCommunity(db: Kysely<Database>, projectId: number, now: Date): Promise<ProjectCommunity> {
  const row = await communitySettingOf(db, projectId, now);
  if (!row) throw new AppError('COMMUNITY_NOT_FOUND');
  const setting = { closed: row.closed ?? false, opensAt: row.opens_at ? new Date(row.opens_at) : null };
  return { projectId: row.id, state: communityState(setting, now), opensAt: setting.opensAt };
}

/** The caller's access to one community, from fresh facts. */
export async function accessTo(
  db: Kysely<Database>,
  community: ProjectCommunity,
  user: Pick<AppUserRow, 'id' | 'role'> | null,
  now: Date,
): Promise<CommunityAccess> {
  const [owned, ban] = user ? await Promise.all([ownedProjectIds(db, user.id, community.projectId), activeBan(db, user.id, now)]) : [new Set<number>(), null];
  return decideAccess({ state: community.state, user, ownsKey: owned.has(community.projectId), ban });
}

/** Throws the catalogue error that explains why the caller may not read. */
export function assertCanRead(community: ProjectCommunity, access: CommunityAccess): void {
  if (access.canRead) return;
  switch (access.reason) {
    case 'SIGN_IN':
      throw new AppError('LOGIN_NEEDED');
    case 'CLOSED':
      throw new AppError('COMMUNITY_CLOSED');
    case 'NOT_OPEN':
      throw new AppError('COMMUNITY_NOT_OPEN', undefined, { opensAt: community.opensAt?.toISOString() ?? null });
    default:
      throw new AppError('COMMUNITY_NO_ACCESS', undefined, { projectId: community.projectId });
  }
}

/** Throws the catalogue error that explains why the caller may not post, comment, react or report. */
export function assertCanWrite(community: ProjectCommunity, access: CommunityAccess): void {
  assertCanRead(community, access);
  if (access.canWrite) return;
  if (access.ban) throw new AppError('COMMUNITY_BANNED', undefined, { until: access.ban.until, reason: access.ban.reason });
  throw new AppError('FORBIDDEN');
}

/** Loads the community and the caller's access, and checks it: the one gate every community route passes. */
export async function requireCommunityAccess(
  db: Kysely<Database>,
  projectId: number,
  user: Pick<AppUserRow, 'id' | 'role'> | null,
  now: Date,
  need: 'read' | 'write',
): Promise<{ community: ProjectCommunity; access: CommunityAccess }> {
  const community = await loadCommunity(db, projectId, now);
  const access = await accessTo(db, community, user, now);
  if (need === 'write') assertCanWrite(community, access);
  else assertCanRead(community, access);
  return { community, access };
}
