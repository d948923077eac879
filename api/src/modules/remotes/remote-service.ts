import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Language, RemoteReleaseInput, RemoteRollbackInput, RemotesOverview, RemoteSwitch } from 'shared-contract';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { deployedEntry, localEntry, REMOTE_NAMES, type RemoteName } from '../../web/registry';
import { recordAudit } from '../audit/audit-repository';
import { checkRemoteContract, contractReasons } from './contract-check';
import {
  allReleases,
  findRelease,
  lockRegistryRow,
  previousLiveVersion,
  recentChanges,
  recordChange,
  recordRelease,
  registryRows,
  type RegistryRow,
  swapLiveVersion,
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

const isFile = (file: string) => stat(file).then((found) => found.isFile(), () => false);

export class RemoteRegistryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Pick<Config, 'deployDir' | 'webRoot' | 'publicUrl'>,
    private readonly clock: Clock,
  ) {}

  /** The admin view: every remote's live release, its releases and its recent history. */
  async overview(localVersion: (name: RemoteName) => Promise<string>): Promise<RemotesOverview> {
    const [rows, releases] = await Promise.all([registryRows(this.db), allReleases(this.db)]);
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
          revision: row?.revision ?? 0,
          releases: releases
            .filter((release) => release.remote === name)
            .map((release) => ({ version: release.version, commit: release.commit, publishedAt: release.publishedAt.toISOString(), publishedBy: release.publishedBy })),
          history: history.map((change) => ({ ...change, at: change.at.toISOString() })),
        };
      }),
    );
    return { remotes };
  }

  /** Checks the published folder against the shell, records the release and makes it live (compare-and-swap). */
  async release(name: RemoteName, input: RemoteReleaseInput, actor: RegistryActor, language: Language): Promise<RemoteSwitch> {
    const folder = path.join(this.config.deployDir, name, input.version);
    const manifestFile = path.join(folder, 'mf-manifest.json');
    if (!(await isFile(manifestFile))) throw new AppError('REMOTE_RELEASE_NOT_FOUND', undefined, { name, version: input.version });
    const shellDist = path.join(this.config.webRoot, 'shell', 'dist');
    const problems = checkRemoteContract({
      remoteName: name,
      remoteManifest: await readJson(manifestFile),
      remoteReleaseInfo: await readJson(path.join(folder, 'keys-release.json')),
      shellManifest: await readJson(path.join(shellDist, 'mf-manifest.json')),
      shellReleaseInfo: await readJson(path.join(shellDist, 'keys-release.json')),
    });
    if (problems.length > 0) throw new AppError('REMOTE_CONTRACT_BROKEN', undefined, { reasons: contractReasons(problems, language) });

    const now = this.clock.now();
    const stored = await recordRelease(this.db, { remote: name, version: input.version, commit: input.commit, publishedBy: actorName(actor), publishedAt: now });
    if (stored.commit !== input.commit) throw new AppError('REMOTE_RELEASE_EXISTS', undefined, { version: stored.version, commit: stored.commit });
    return this.switchTo(name, 'release', input.version, input.expectedRevision, actor);
  }

  /** Re-points to a named release, or to the version live before the current one. */
  async rollback(name: RemoteName, input: RemoteRollbackInput, actor: RegistryActor): Promise<RemoteSwitch> {
    const target = input.version ?? (await previousLiveVersion(this.db, name));
    if (target === undefined) throw new AppError('REMOTE_NOTHING_TO_ROLL_BACK', undefined, { name });
    if (!(await findRelease(this.db, name, target))) throw new AppError('REMOTE_RELEASE_NOT_FOUND', undefined, { name, version: target });
    return this.switchTo(name, 'rollback', target, input.expectedRevision, actor);
  }

  private switchTo(name: RemoteName, action: 'release' | 'rollback', version: string, expectedRevision: number, actor: RegistryActor): Promise<RemoteSwitch> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const current = await lockRegistryRow(trx, name);
      const currentRevision = current?.revision ?? 0;
      if (currentRevision !== expectedRevision) throw moved(current);
      const revision = await swapLiveVersion(trx, name, version, expectedRevision, now);
      if (revision === undefined) throw moved(await lockRegistryRow(trx, name));
      const from = current?.liveVersion ?? null;
      await recordChange(trx, name, { action, from, to: version, actor: actorName(actor), at: now });
      if (actor.kind === 'staff') {
        await recordAudit(trx, {
          actorId: actor.id,
          action: action === 'release' ? 'REMOTE_RELEASE' : 'REMOTE_ROLLBACK',
          targetType: 'remote',
          targetId: name,
          details: { from, to: version, revision },
          ip: actor.ip,
          at: now,
        });
      }
      return { name, from, to: version, revision };
    });
  }
}
