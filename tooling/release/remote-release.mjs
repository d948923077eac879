// What `npm run release` and `npm run rollback` share (issue 16): where releases live, how to reach the api's
// registry, and how to say what changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from '../remote-names.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export { REMOTE_NAMES } from '../remote-names.mjs';

const fromRoot = (value) => path.resolve(root, value);

/** The settings the api reads, with its defaults (api/src/config.ts): the data folder, the api's URL. */
export function releaseSettings(env = process.env) {
  const dataDir = fromRoot(env.DATA_DIR ?? '.data');
  return {
    apiUrl: (env.KEYS_URL ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? '8080'}`).replace(/\/$/, ''),
    deployToken: () => {
      if (env.DEPLOY_TOKEN) return env.DEPLOY_TOKEN;
      try {
        return readFileSync(path.join(dataDir, 'deploy-token'), 'utf8').trim();
      } catch {
        throw new ReleaseError(`No deploy token: set DEPLOY_TOKEN, or start the api once so it writes ${path.join(dataDir, 'deploy-token')}.`);
      }
    },
  };
}

/** A refusal the command prints as it is (no stack): the registry is unchanged. */
export class ReleaseError extends Error {}

/** The remote named on the command line, or a refusal listing the names. */
export function remoteNameOf(name) {
  if (!REMOTE_NAMES.includes(name)) throw new ReleaseError(`Name a remote: ${REMOTE_NAMES.join(', ')} (got ${name ?? 'nothing'}).`);
  return name;
}

/** The api's registry, as the deploy token sees it. */
export function registryClient(settings) {
  const token = settings.deployToken();
  const call = async (method, apiPath, body) => {
    let response;
    try {
      response = await fetch(`${settings.apiUrl}${apiPath}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      throw new ReleaseError(`The api at ${settings.apiUrl} cannot be reached (${error.cause?.code ?? error.message}); start it, or set KEYS_URL.`);
    }
    const envelope = await response.json().catch(() => null);
    if (!response.ok || envelope?.result !== 'SUCCESS') {
      const error = envelope?.error;
      const reasons = (error?.details?.reasons ?? []).map((reason) => `\n  - ${reason.code}: ${reason.message}`).join('');
      throw new ReleaseError(
        `Refused (${response.status} ${error?.code ?? 'no answer'}): ${error?.message ?? response.statusText}${reasons}\nThe registry is unchanged.`,
      );
    }
    return envelope.data;
  };
  return {
    /** The remote's registry entry: live version, revision, releases, history. */
    async entry(name) {
      const { remotes } = await call('GET', '/api/admin/remotes');
      const entry = remotes.find((remote) => remote.name === name);
      if (!entry) throw new ReleaseError(`The api knows no remote ${name}.`);
      return entry;
    },
    release: (name, body) => call('POST', `/api/admin/remotes/${name}/releases`, body),
    rollback: (name, body) => call('POST', `/api/admin/remotes/${name}/rollback`, body),
    canary: (name, body) => call('POST', `/api/admin/remotes/${name}/canary`, body),
    promote: (name, body) => call('POST', `/api/admin/remotes/${name}/canary/promote`, body),
    abort: (name, body) => call('POST', `/api/admin/remotes/${name}/canary/abort`, body),
  };
}

/** The share of browsers a command line names for a canary: a whole number 1-99. */
export function canaryPercentOf(text) {
  const percent = Number(text);
  if (!/^\d{1,2}$/.test(text ?? '') || percent < 1 || percent > 99) throw new ReleaseError(`A canary goes to 1-99 % of browsers (got ${text ?? 'nothing'}).`);
  return percent;
}

/**
 * "market: 0.1.0 (local build) -> 0.1.0+3f2a…", or what a canary step changed, with the new registry revision
 * (`percent`: the canary's share the command asked for).
 */
export function describeSwitch(name, previous, switched, percent) {
  const live = previous.local ? `${previous.live.version} (local build)` : previous.live.version;
  const revision = `(registry revision ${switched.revision})`;
  switch (switched.action) {
    case 'canary':
      return `${name}: canary ${switched.to} on ${previous.canary && previous.canary.version === switched.to ? `${previous.canary.percent} -> ` : ''}${percent} % of browsers; the others keep ${live} ${revision}`;
    case 'promote':
      return `${name}: canary ${switched.to} promoted, live for everyone: ${live} -> ${switched.to} ${revision}`;
    case 'abort':
      return `${name}: canary ${switched.from} aborted, everyone is on ${switched.to} again ${revision}`;
    default:
      return `${name}: ${live} -> ${switched.to} ${revision}`;
  }
}

/** Runs a command's main, printing a refusal without a stack and exiting 1. */
export async function runCommand(main) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(1);
  }
}
