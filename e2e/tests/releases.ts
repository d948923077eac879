import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// What the release journeys share (issue 16): copies of the market's build a team could release, and the release
// commands run against a journey's own api.
export const repoRoot = path.resolve(__dirname, '..', '..');
export const marketDist = path.join(repoRoot, 'mfe-market', 'dist');
/** The about page's subtitle, drawn by the market remote: a release can change it visibly. */
export const ABOUT_SUBTITLE = 'Digital photocards of webtoon projects';

/** A copy of the market's build, changed by `change` (the folder is given). */
export function marketBuild(change: (folder: string) => void): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'keys-e2e-market-build-'));
  cpSync(marketDist, folder, { recursive: true });
  change(folder);
  return folder;
}

export const editJson = (file: string, edit: (value: Record<string, unknown>) => void) => {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeFileSync(file, JSON.stringify(value));
};

/** The build with the about page's subtitle marked `· <mark>`: a release members can tell from the one before. */
export const visiblyChanged = (mark: string) => (folder: string) => {
  const chunk = readdirSync(folder).find((file) => file.endsWith('.js') && readFileSync(path.join(folder, file), 'utf8').includes(ABOUT_SUBTITLE));
  if (!chunk) throw new Error('no chunk of the market build holds the about subtitle');
  const file = path.join(folder, chunk);
  writeFileSync(file, readFileSync(file, 'utf8').replace(ABOUT_SUBTITLE, `${ABOUT_SUBTITLE} · ${mark}`));
};

export type RegistryEntry = { entry: string; version: string; canary?: boolean };

/** `npm run release|rollback|canary` against an api at `origin` whose data folder is `dataDir` (the deploy token is there). */
export function releaseCommands({ origin, dataDir }: { origin: string; dataDir: string }) {
  const command = async (script: 'release' | 'rollback' | 'canary', ...args: string[]) => {
    const run = promisify(execFile)(process.execPath, [path.join(repoRoot, 'tooling', 'release', `${script}.mjs`), ...args], {
      cwd: repoRoot,
      env: { ...process.env, KEYS_URL: origin, DATA_DIR: dataDir, DEPLOY_DIR: '' },
    });
    return run.then(
      ({ stdout }) => ({ ok: true, output: stdout }),
      (error: { stdout: string; stderr: string }) => ({ ok: false, output: `${error.stdout}${error.stderr}` }),
    );
  };
  /** What `/remotes.json` serves a client without cookies (a new one each time). */
  const servedMarket = async () => ((await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, RegistryEntry>).market;
  return { command, servedMarket };
}
