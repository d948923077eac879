import { sql, type Kysely } from 'kysely';
import type { RemoteChangeAction } from 'shared-contract';
import type { Database } from '../../db/schema';

export interface RemoteReleaseRecord {
  remote: string;
  version: string;
  commit: string;
  publishedBy: string;
  publishedAt: Date;
}

export interface RemoteCanary {
  version: string;
  percent: number;
}

/** What a remote serves: the live release, and a canary for a share of browsers. */
export interface RegistryState {
  liveVersion: string;
  canary: RemoteCanary | null;
}

export interface RegistryRow extends RegistryState {
  revision: number;
}

export interface RegistryChange {
  action: RemoteChangeAction;
  from: string | null;
  to: string;
  actor: string;
  at: Date;
}

const HISTORY_LIMIT = 50;

const REGISTRY_COLUMNS = ['remote', 'live_version', 'revision', 'canary_version', 'canary_percent'] as const;

const registryRowOf = (row: { live_version: string; revision: number; canary_version: string | null; canary_percent: number | null }): RegistryRow => ({
  liveVersion: row.live_version,
  revision: row.revision,
  canary: row.canary_version !== null && row.canary_percent !== null ? { version: row.canary_version, percent: row.canary_percent } : null,
});

/** Every remote's registry row (remotes without one serve their local build); one small query, also per page load. */
export async function registryRows(db: Kysely<Database>): Promise<Map<string, RegistryRow>> {
  const rows = await db.selectFrom('remote_registry').select(REGISTRY_COLUMNS).execute();
  return new Map(rows.map((row) => [row.remote, registryRowOf(row)]));
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
  const row = await trx.selectFrom('remote_registry').select(REGISTRY_COLUMNS).where('remote', '=', remote).forUpdate().executeTakeFirst();
  return row && registryRowOf(row);
}

/**
 * The compare-and-swap: writes the remote's state only when its revision is still `expectedRevision` (0: no row
 * yet, the local build; two first releases meet on the primary key and only one inserts). Answers the new revision,
 * or undefined when the registry moved.
 */
export async function swapRegistryState(
  trx: Kysely<Database>,
  remote: string,
  next: RegistryState,
  expectedRevision: number,
  now: Date,
): Promise<number | undefined> {
  const state = { live_version: next.liveVersion, canary_version: next.canary?.version ?? null, canary_percent: next.canary?.percent ?? null, updated_at: now };
  if (expectedRevision === 0) {
    const inserted = await trx
      .insertInto('remote_registry')
      .values({ remote, ...state, revision: 1 })
      .onConflict((conflict) => conflict.column('remote').doNothing())
      .returning('revision')
      .executeTakeFirst();
    return inserted?.revision;
  }
  const updated = await trx
    .updateTable('remote_registry')
    .set({ ...state, revision: sql<number>`revision + 1` })
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
    .where('action', 'in', ['release', 'rollback', 'promote'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.from_version ?? undefined;
}

export interface RemoteLoadStat {
  version: string;
  loaded: number;
  failed: number;
  lastReportAt: Date;
}

/** Counts one page's load (or failed load) of a remote's version. */
export async function countLoad(db: Kysely<Database>, remote: string, version: string, outcome: 'loaded' | 'failed', now: Date): Promise<void> {
  const loaded = outcome === 'loaded' ? 1 : 0;
  const failed = outcome === 'failed' ? 1 : 0;
  await db
    .insertInto('remote_load_stat')
    .values({ remote, version, loaded, failed, last_report_at: now })
    .onConflict((conflict) =>
      conflict.columns(['remote', 'version']).doUpdateSet({
        loaded: sql<number>`remote_load_stat.loaded + ${loaded}`,
        failed: sql<number>`remote_load_stat.failed + ${failed}`,
        last_report_at: now,
      }),
    )
    .execute();
}

/** Every remote's load counts per version, most recently reported first. */
export async function loadStats(db: Kysely<Database>): Promise<Map<string, RemoteLoadStat[]>> {
  const rows = await db.selectFrom('remote_load_stat').selectAll().orderBy('last_report_at', 'desc').orderBy('version', 'desc').execute();
  const stats = new Map<string, RemoteLoadStat[]>();
  for (const row of rows) {
    const list = stats.get(row.remote) ?? [];
    list.push({ version: row.version, loaded: row.loaded, failed: row.failed, lastReportAt: row.last_report_at });
    stats.set(row.remote, list);
  }
  return stats;
}

/**
 * Forgets the releases of a remote beyond the newest `kept`, except the ones named in `protectedVersions` (live,
 * canary, rollback target; the registry's foreign keys refuse the live and canary ones anyway). Answers the versions
 * forgotten, whose folders the caller removes.
 */
export async function forgetOldReleases(db: Kysely<Database>, remote: string, kept: number, protectedVersions: ReadonlySet<string>): Promise<string[]> {
  const releases = await db
    .selectFrom('remote_release')
    .select('version')
    .where('remote', '=', remote)
    .orderBy('published_at', 'desc')
    .orderBy('version', 'desc')
    .execute();
  const old = releases
    .slice(kept)
    .map((release) => release.version)
    .filter((version) => !protectedVersions.has(version));
  if (old.length === 0) return [];
  const deleted = await db.deleteFrom('remote_release').where('remote', '=', remote).where('version', 'in', old).returning('version').execute();
  return deleted.map((release) => release.version);
}
