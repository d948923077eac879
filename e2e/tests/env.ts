import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES as REMOTES, type RemoteName } from 'shared-contract';

/**
 * Everything the journeys need to know about the server under test, read from the environment
 * that tooling/test.mjs sets (E2E_PORT, E2E_DATA_DIR). Never random: this module is evaluated in
 * the runner and again in every worker, and all of them must agree.
 */
export const port = Number(process.env.E2E_PORT ?? 18080);
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
export const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? path.join(process.cwd(), '..', '.data-e2e'));
export const registryFile = process.env.E2E_REGISTRY ?? path.join(dataDir, 'remotes.json');

export { REMOTES, type RemoteName };
export type RegistryEntry = { entry: string; version: string };
export type Registry = Record<string, RegistryEntry>;

const repoRoot = path.resolve(__dirname, '..', '..');

function remoteVersion(name: RemoteName): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, `mfe-${name}`, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The registry of a normal start: every remote served by the same origin under /remotes/<name>/. */
export function defaultRegistry(): Registry {
  return Object.fromEntries(REMOTES.map((name) => [name, { entry: `/remotes/${name}/mf-manifest.json`, version: remoteVersion(name) }]));
}

/** The api reads the registry file on every request, so a write takes effect on the next page load. */
export function writeRegistry(registry: Registry) {
  mkdirSync(path.dirname(registryFile), { recursive: true });
  writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
}

export function readRegistry(): Registry {
  return JSON.parse(readFileSync(registryFile, 'utf8')) as Registry;
}
