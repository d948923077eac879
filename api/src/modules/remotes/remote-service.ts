import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type {
  Language,
  RemoteCanaryEndInput,
  RemoteCanaryInput,
  RemoteChangeAction,
  RemoteLoadReport,
  RemoteReleaseInput,
  RemoteRollbackInput,
  RemotesOverview,
  RemoteSwitch,
} from 'shared-contract';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { deployedEntry, isRemoteName, localEntry, REMOTE_NAMES, type RemoteName } from '../../web/registry';
import { readStoredBytes, type FileStorage } from '../../storage/file-storage';
import { recordAudit } from '../audit/audit-repository';
import { checkRemoteContract, contractReasons } from './contract-check';
import { RELEASE_MANIFEST, releaseFolder, removeRelease } from './release-files';
import {
  allReleases,
  countLoad,
  findRelease,
  forgetOldReleases,
  loadStats,
  lockRegistryRow,
  previousLiveVersion,
  recentChanges,
  recordChange,
  recordRelease,
  registryRows,
  type RegistryRow,
  type RegistryState,
  swapRegistryState,
} from './remote-repository';

/** Who switches the registry: a staff member (audited) or the release command with the deploy token. */
export type RegistryActor = { kind: 'staff'; id: number; email: string | null; ip: string | null } | { kind: 'deploy-token' };

const actorName = (actor: RegistryActor) => (actor.kind === 'staff' ? (actor.email ?? `member:${actor.id}`) : 'deploy-token');

/** A JSON file's parsed content, or undefined when it is missing or not JSON (the contract check says which). */
async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const moved = (current: RegistryRow | undefined) =>
  new AppError('REMOTE_REGISTRY_MOVED', undefined, { version: current?.liveVersion ?? null, revision: current?.revision ?? 0 });

/** A stored JSON file's parsed content, or undefined when it is missing or not JSON. */
async function readStoredJson(storage: FileStorage, key: string): Promise<unknown> {
  try {
    const bytes = await readStoredBytes(storage, key);
    return bytes ? (JSON.parse(bytes.toString('utf8')) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export class RemoteRegistryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Pick<Config, 'webRoot' | 'publicUrl' | 'releasesKept'>,
    private readonly clock: Clock,
    /** Where the release command published the builds (`<name>/<version>/<file>`). */
    private readonly releases: FileStorage,
  ) {}

  /** The admin view: every remote's live release, canary, load counts, releases and recent history. */
  async overview(localVersion: (name: RemoteName) => Promise<string>): Promise<RemotesOverview> {
    const [rows, releases, loads] = await Promise.all([registryRows(this.db), allReleases(this.db), loadStats(this.db)]);
    const origin = this.config.publicUrl;
    const remotes = await Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const row = rows.get(name);
        const live = row
          ? { version: row.liveVersion, entry: deployedEntry(origin, name, row.liveVersion) }
          : { version: await localVersion(name), entry: localEntry(origin, name) };
        const history = await recentChanges(this.db, name);
        return {
          name,
          live,
          local: !row,
          canary: row?.canary ? { ...row.canary, entry: deployedEntry(origin, name, row.canary.version) } : null,
          loads: (loads.get(name) ?? []).map((stat) => ({ ...stat, lastReportAt: stat.lastReportAt.toISOString() })),
          revision: row?.revision ?? 0,
          releases: releases
            .filter((release) => release.remote === name)
            .map((release) => ({
              version: release.version,
              commit: release.commit,
              publishedAt: release.publishedAt.toISOString(),
              publishedBy: release.publishedBy,
            })),
          history: history.map((change) => ({ ...change, at: change.at.toISOString() })),
        };
      }),
    );
    return { remotes };
  }

  /**
   * Checks the published folder against the shell, records the release and makes it live, or a canary when
   * `canaryPercent` is set (compare-and-swap either way).
   */
  async release(name: RemoteName, input: RemoteReleaseInput, actor: RegistryActor, language: Language): Promise<RemoteSwitch> {
    const folder = releaseFolder(name, input.version);
    if (!(await this.releases.head(`${folder}${RELEASE_MANIFEST}`)))
      throw new AppError('REMOTE_RELEASE_NOT_FOUND', undefined, { name, version: input.version });
    const shellDist = path.join(this.config.webRoot, 'shell', 'dist');
    const problems = checkRemoteContract({
      remoteName: name,
      remoteManifest: await readStoredJson(this.releases, `${folder}${RELEASE_MANIFEST}`),
      remoteReleaseInfo: await readStoredJson(this.releases, `${folder}keys-release.json`),
      shellManifest: await readJson(path.join(shellDist, 'mf-manifest.json')),
      shellReleaseInfo: await readJson(path.join(shellDist, 'keys-release.json')),
    });
    if (problems.length > 0) throw new AppError('REMOTE_CONTRACT_BROKEN', undefined, { reasons: contractReasons(problems, language) });

    const now = this.clock.now();
    const stored = await recordRelease(this.db, {
      remote: name,
      version: input.version,
      commit: input.commit,
      publishedBy: actorName(actor),
      publishedAt: now,
    });
    if (stored.commit !== input.commit) throw new AppError('REMOTE_RELEASE_EXISTS', undefined, { version: stored.version, commit: stored.commit });
    const switched =
      input.canaryPercent === undefined
        ? await this.change(name, 'release', input.expectedRevision, actor, makeLive(input.version))
        : await this.change(name, 'canary', input.expectedRevision, actor, startCanary(input.version, input.canaryPercent));
    return { ...switched, pruned: await this.prune(name) };
  }

  /**
   * Removes the releases beyond the newest RELEASES_KEPT (record, then folder), never the live one, the canary or the
   * one a rollback would go back to; under the registry row's lock, so no switch to one of them can interleave.
   */
  private async prune(name: RemoteName): Promise<string[]> {
    const forgotten = await this.db.transaction().execute(async (trx) => {
      const current = await lockRegistryRow(trx, name);
      const kept = [current?.liveVersion, current?.canary?.version, await previousLiveVersion(trx, name)].filter((version) => version !== undefined);
      return forgetOldReleases(trx, name, this.config.releasesKept, new Set(kept));
    });
    for (const version of forgotten) await removeRelease(this.releases, name, version);
    return forgotten;
  }

  /** Re-points to a named release, or to the version live before the current one. */
  async rollback(name: RemoteName, input: RemoteRollbackInput, actor: RegistryActor): Promise<RemoteSwitch> {
    const target = input.version ?? (await previousLiveVersion(this.db, name));
    if (target === undefined) throw new AppError('REMOTE_NOTHING_TO_ROLL_BACK', undefined, { name });
    if (!(await findRelease(this.db, name, target))) throw new AppError('REMOTE_RELEASE_NOT_FOUND', undefined, { name, version: target });
    return this.change(name, 'rollback', input.expectedRevision, actor, makeLive(target));
  }

  /** Serves a recorded release to `percent` % of browsers (a new canary, or another share or version of the running one). */
  async canary(name: RemoteName, input: RemoteCanaryInput, actor: RegistryActor): Promise<RemoteSwitch> {
    if (!(await findRelease(this.db, name, input.version))) throw new AppError('REMOTE_RELEASE_NOT_FOUND', undefined, { name, version: input.version });
    return this.change(name, 'canary', input.expectedRevision, actor, startCanary(input.version, input.percent));
  }

  /** The canary becomes the live release for every browser. */
  promote(name: RemoteName, input: RemoteCanaryEndInput, actor: RegistryActor): Promise<RemoteSwitch> {
    return this.change(name, 'promote', input.expectedRevision, actor, (current) => {
      const canary = runningCanary(current);
      return { next: { liveVersion: canary.version, canary: null }, from: current?.liveVersion ?? null, to: canary.version };
    });
  }

  /** The canary stops; every browser gets the live release again. */
  abort(name: RemoteName, input: RemoteCanaryEndInput, actor: RegistryActor): Promise<RemoteSwitch> {
    return this.change(name, 'abort', input.expectedRevision, actor, (current) => {
      const canary = runningCanary(current);
      const live = current?.liveVersion ?? canary.version;
      return { next: { liveVersion: live, canary: null }, from: canary.version, to: live };
    });
  }

  /** Counts a shell's report of loading a remote; versions the registry never served are not counted. */
  async reportLoad(report: RemoteLoadReport, localVersion: (name: RemoteName) => Promise<string>): Promise<void> {
    if (!isRemoteName(report.remote)) return;
    const known = (await localVersion(report.remote)) === report.version || (await findRelease(this.db, report.remote, report.version)) !== undefined;
    if (known) await countLoad(this.db, report.remote, report.version, report.outcome, this.clock.now());
  }

  /** One registry change: the row is locked, its revision compared, the new state written, the change kept and audited. */
  private change(name: RemoteName, action: RemoteChangeAction, expectedRevision: number, actor: RegistryActor, decide: Transition): Promise<RemoteSwitch> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const current = await lockRegistryRow(trx, name);
      if ((current?.revision ?? 0) !== expectedRevision) throw moved(current);
      const { next, from, to } = decide(current);
      // Checked under the lock: a release forgotten meanwhile (pruned) is refused, not a foreign-key failure.
      for (const version of [next.liveVersion, next.canary?.version]) {
        if (version !== undefined && !(await findRelease(trx, name, version))) throw new AppError('REMOTE_RELEASE_NOT_FOUND', undefined, { name, version });
      }
      const revision = await swapRegistryState(trx, name, next, expectedRevision, now);
      if (revision === undefined) throw moved(await lockRegistryRow(trx, name));
      await recordChange(trx, name, { action, from, to, actor: actorName(actor), at: now });
      if (actor.kind === 'staff') {
        await recordAudit(trx, {
          actorId: actor.id,
          action: AUDIT_ACTIONS[action],
          targetType: 'remote',
          targetId: name,
          details: { from, to, revision, ...(next.canary ? { canaryPercent: next.canary.percent } : {}) },
          ip: actor.ip,
          at: now,
        });
      }
      return { name, action, from, to, revision };
    });
  }
}

/** What a change does to the locked row: the state to write and what the history says it moved between. */
type Transition = (current: RegistryRow | undefined) => { next: RegistryState; from: string | null; to: string };

const AUDIT_ACTIONS = {
  release: 'REMOTE_RELEASE',
  rollback: 'REMOTE_ROLLBACK',
  canary: 'REMOTE_CANARY',
  promote: 'REMOTE_PROMOTE',
  abort: 'REMOTE_ABORT',
} as const satisfies Record<RemoteChangeAction, string>;

/** A release or rollback: `version` is live for everyone; refused while a canary runs (promote or abort it first). */
const makeLive =
  (version: string): Transition =>
  (current) => {
    if (current?.canary) throw new AppError('REMOTE_CANARY_RUNNING', undefined, { canary: current.canary.version });
    return { next: { liveVersion: version, canary: null }, from: current?.liveVersion ?? null, to: version };
  };

const startCanary =
  (version: string, percent: number): Transition =>
  (current) => {
    if (!current) throw new AppError('REMOTE_CANARY_NEEDS_LIVE_RELEASE');
    if (current.liveVersion === version) throw new AppError('REMOTE_CANARY_IS_LIVE', undefined, { version });
    return { next: { liveVersion: current.liveVersion, canary: { version, percent } }, from: current.canary?.version ?? null, to: version };
  };

const runningCanary = (current: RegistryRow | undefined) => {
  if (!current?.canary) throw new AppError('REMOTE_NO_CANARY');
  return current.canary;
};
