import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

import { REMOTE_NAMES, type RemoteName } from 'shared-contract';

export { isRemoteName, REMOTE_NAMES, type RemoteName } from 'shared-contract';

const registryFileSchema = z.record(z.string().min(1), z.looseObject({ entry: z.string().trim().min(1), version: z.string(), canary: z.boolean().optional() }));
export type Registry = z.infer<typeof registryFileSchema>;

/** What the database says a remote serves (see the remotes module's repository). */
export interface ServedRelease {
  liveVersion: string;
  canary: { version: string; percent: number } | null;
}

export class RegistryError extends Error {}

/** Where a developer's own remote dev server may run (allowed by the CSP outside production only). */
export const DEV_REMOTE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** Where the local build of a remote is served from (`mfe-<name>/dist` at `/remotes/<name>/`). */
export const localEntry = (origin: string, name: string) => `${origin}/remotes/${name}/mf-manifest.json`;

/** Where a released version of a remote is served from (`DEPLOY_DIR` at `/deploy/*`). */
export const deployedEntry = (origin: string, name: string, version: string) => `${origin}/deploy/${name}/${version}/mf-manifest.json`;

export interface RegistryOptions {
  /** The registry file (REMOTES_REGISTRY), or undefined to generate one for the local builds. */
  file: string | undefined;
  webRoot: string;
  /** The database's live release and canary per remote (issue 16); remotes without one serve their local build. */
  registryRows?: () => Promise<ReadonlyMap<string, ServedRelease>>;
}

const parseRegistry = (text: string, file: string): Registry => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RegistryError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = registryFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new RegistryError(`${file} is not a remotes registry (${problems})`);
  }
  return parsed.data;
};

/** Makes every entry absolute: relative entries are resolved against the request origin. */
const resolveEntries = (registry: Registry, origin: string): Registry =>
  Object.fromEntries(Object.entries(registry).map(([name, remote]) => [name, { ...remote, entry: new URL(remote.entry, `${origin}/`).href }]));

/** Serves `/remotes.json` and tells the CSP which origins the registered remotes load from. */
export class RemotesRegistry {
  private cspCache: { key: string; origins: string[] } | undefined;

  constructor(private readonly options: RegistryOptions) {}

  /**
   * Read on every call, so an edit of the registry file takes effect on the next page load. `bucket` (0-99, sticky per
   * browser) puts the browser on the canary of each remote whose canary share is above it.
   */
  async read(origin: string, bucket = Number.POSITIVE_INFINITY): Promise<Registry> {
    if (this.options.file) {
      let text: string;
      try {
        text = await readFile(this.options.file, 'utf8');
      } catch (error) {
        throw new RegistryError(`Cannot read REMOTES_REGISTRY ${this.options.file}: ${(error as Error).message}`);
      }
      return resolveEntries(parseRegistry(text, this.options.file), origin);
    }
    // Read on every request, so every api instance serves what the database says right after a release.
    const served = (await this.options.registryRows?.()) ?? new Map<string, ServedRelease>();
    const entries = await Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const row = served.get(name);
        if (!row) return [name, { entry: localEntry(origin, name), version: await this.localVersion(name) }] as const;
        if (row.canary && bucket < row.canary.percent) {
          return [name, { entry: deployedEntry(origin, name, row.canary.version), version: row.canary.version, canary: true }] as const;
        }
        return [name, { entry: deployedEntry(origin, name, row.liveVersion), version: row.liveVersion }] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  /** The version of the local build (`mfe-<name>/package.json`). */
  async localVersion(name: RemoteName): Promise<string> {
    try {
      const text = await readFile(path.join(this.options.webRoot, `mfe-${name}`, 'package.json'), 'utf8');
      const { version } = z.object({ version: z.string() }).parse(JSON.parse(text));
      return version;
    } catch {
      return '0.0.0';
    }
  }

  /** Origins of absolute registry entries (other hosts), for script-src and connect-src. Cached per file version. */
  externalOrigins(): string[] {
    const file = this.options.file;
    if (!file) return [];
    let key: string;
    try {
      const stat = statSync(file);
      key = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return [];
    }
    if (this.cspCache?.key === key) return this.cspCache.origins;
    let origins: string[] = [];
    try {
      const registry = parseRegistry(readFileSync(file, 'utf8'), file);
      origins = [
        ...new Set(
          Object.values(registry).flatMap((remote) => {
            if (!/^https?:\/\//i.test(remote.entry)) return [];
            try {
              return [new URL(remote.entry).origin];
            } catch {
              return [];
            }
          }),
        ),
      ];
    } catch {
      origins = [];
    }
    this.cspCache = { key, origins };
    return origins;
  }
}
