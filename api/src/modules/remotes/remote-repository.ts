import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface RemoteReleaseRecord {
  remote: string;
  version: string;
  commit: string;
  publishedBy: string;
  publishedAt: Date;
}

export interface RegistryRow {
  liveVersion: string;
  revision: number;
}

export interface RegistryChange {
  action: 'release' | 'rollback';
  from: string | null;
  to: string;
  actor: string;
  at: Date;
}

const HISTORY_LIMIT = 50;

/** Every remote's registry row (remotes without one serve their local build); one small query. */
export async function registryRows(db: Kysely<Database>): Promise<Map<string, RegistryRow>> {
  const rows = await db.selectFrom('remote_registry').select(['remote', 'live_version', 'revision']).execute();
  return new Map(rows.map((row) => [row.remote, { liveVersion: row.live_version, revision: row.revision }]));
}

/** Every remote's live version, for `/remotes.json` on each page load. */
export async function liveVersions(db: Kysely<Database>): Promise<Map<string, string>> {
  return new Map([...(await registryRows(db))].map(([remote, row]) => [remote, row.liveVersion]));
}

/** Every release of every remote, newest first. */
export async function allReleases(db: Kysely<Database>): Promise<RemoteReleaseRecord[]> {
  const rows = await db.selectFrom('remote_release').selectAll().orderBy('published_at', 'desc').orderBy('version', 'desc').execute();
  return rows.map((row) => ({ remote: row.remote, version: row.version, commit: row.commit, publishedBy: row.published_by, publishedAt: row.published_at }));
}

/** The last 50 switches of a remote, newest first. */
export async function recentChanges(db: Kysely<Database>, remote: string): Promise<RegistryChange[]> {
  const rows = await db
    .selectFrom('remote_registry_change')
    .select(['action', 'from_version', 'to_version', 'actor', 'at'])
    .where('remote', '=', remote)
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({ action: row.action, from: row.from_version, to: row.to_version, actor: row.actor, at: row.at }));
}

export async function findRelease(db: Kysely<Database>, remote: string, version: string): Promise<RemoteReleaseRecord | undefined> {
  const row = await db.selectFrom('remote_release').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
  return row && { remote: row.remote, version: row.version, commit: row.commit, publishedBy: row.published_by, publishedAt: row.published_at };
}

/** Records a release once; answers the stored one (the given one, or the one recorded earlier for that version). */
export async function recordRelease(db: Kysely<Database>, release: RemoteReleaseRecord): Promise<RemoteReleaseRecord> {
  await db
    .insertInto('remote_release')
    .values({ remote: release.remote, version: release.version, commit: release.commit, published_by: release.publishedBy, published_at: release.publishedAt })
    .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
    .execute();
  const stored = await findRelease(db, release.remote, release.version);
  if (!stored) throw new Error(`release ${release.remote}@${release.version} vanished`);
  return stored;
}

/** The remote's registry row, locked until the transaction ends (undefined: the local build is live). */
export async function lockRegistryRow(trx: Kysely<Database>, remote: string): Promise<RegistryRow | undefined> {
  const row = await trx.selectFrom('remote_registry').select(['live_version', 'revision']).where('remote', '=', remote).forUpdate().executeTakeFirst();
  return row && { liveVersion: row.live_version, revision: row.revision };
}

/**
 * The compare-and-swap: points the remote at `version` only when its revision is still `expectedRevision` (0: no row
 * yet, the local build; two first releases meet on the primary key and only one inserts). Answers the new revision,
 * or undefined when the registry moved.
 */
export async function swapLiveVersion(trx: Kysely<Database>, remote: string, version: string, expectedRevision: number, now: Date): Promise<number | undefined> {
  if (expectedRevision === 0) {
    const inserted = await trx
      .insertInto('remote_registry')
      .values({ remote, live_version: version, revision: 1, updated_at: now })
      .onConflict((conflict) => conflict.column('remote').doNothing())
      .returning('revision')
      .executeTakeFirst();
    return inserted?.revision;
  }
  const updated = await trx
    .updateTable('remote_registry')
    .set({ live_version: version, revision: sql<number>`revision + 1`, updated_at: now })
    .where('remote', '=', remote)
    .where('revision', '=', expectedRevision)
    .returning('revision')
    .executeTakeFirst();
  return updated?.revision;
}

export async function recordChange(trx: Kysely<Database>, remote: string, change: RegistryChange): Promise<void> {
  await trx
    .insertInto('remote_registry_change')
    .values({ remote, action: change.action, from_version: change.from, to_version: change.to, actor: change.actor, at: change.at })
    .execute();
}

/** The live version before the current one, from the history (undefined: there was none, or it was the local build). */
export async function previousLiveVersion(db: Kysely<Database>, remote: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('remote_registry_change')
    .select('from_version')
    .where('remote', '=', remote)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.from_version ?? undefined;
}
