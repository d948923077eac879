import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { settled } from './fixtures';
import { ownApi } from './own-api';

// Issue 16: a team releases its remote with `npm run release` while the site runs; the registry (in the api's
// database) switches a new page load to it, with no shell rebuild and no restart; `npm run rollback` goes back; a
// release that breaks the shell's contract is refused and changes nothing. An api of its own: the other journeys'
// server reads a registry file.
const repoRoot = path.resolve(__dirname, '..', '..');
const marketDist = path.join(repoRoot, 'mfe-market', 'dist');
const SUBTITLE = 'Digital photocards of webtoon projects';

/** A copy of the market's build, changed by `change` (the folder is given). */
function marketBuild(change: (folder: string) => void): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'keys-e2e-market-build-'));
  cpSync(marketDist, folder, { recursive: true });
  change(folder);
  return folder;
}

const editJson = (file: string, edit: (value: Record<string, unknown>) => void) => {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(value);
  writeFileSync(file, JSON.stringify(value));
};

/** The build with the about page's subtitle changed: a release members can tell from the one before. */
const visiblyChanged = (folder: string) => {
  const chunk = readdirSync(folder).find((file) => file.endsWith('.js') && readFileSync(path.join(folder, file), 'utf8').includes(SUBTITLE));
  if (!chunk) throw new Error('no chunk of the market build holds the about subtitle');
  const file = path.join(folder, chunk);
  writeFileSync(file, readFileSync(file, 'utf8').replace(SUBTITLE, `${SUBTITLE} · v2`));
};

test('a team releases the market while the site runs: a new page load gets it, rollback brings back the one before, a release that breaks the contract is refused (en, desktop)', async ({ page }) => {
  test.setTimeout(240_000);
  const api = await ownApi('release');
  const { origin } = api;
  const command = async (script: 'release' | 'rollback', ...args: string[]) => {
    const run = promisify(execFile)(process.execPath, [path.join(repoRoot, 'tooling', 'release', `${script}.mjs`), ...args], {
      cwd: repoRoot,
      env: { ...process.env, KEYS_URL: origin, DATA_DIR: api.dataDir, DEPLOY_DIR: '' },
    });
    return run.then(
      ({ stdout }) => ({ ok: true, output: stdout }),
      (error: { stdout: string; stderr: string }) => ({ ok: false, output: `${error.stdout}${error.stderr}` }),
    );
  };
  const liveMarket = async () => ((await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, { entry: string; version: string }>).market;
  const aboutSubtitle = async () => {
    await page.goto(`${origin}/about`);
    await settled(page);
    return page.getByText(new RegExp(`^${SUBTITLE}`)).textContent();
  };

  try {
    await api.start();
    await page.context().addCookies([{ name: 'keys-lang', value: 'en', url: origin }]);
    const local = await liveMarket();
    expect(local?.entry).toBe(`${origin}/remotes/market/mf-manifest.json`);
    expect(await aboutSubtitle()).toBe(SUBTITLE);

    // v1: the market's own build, published as it is.
    const v1 = await command('release', 'market', '--skip-build');
    expect(v1.ok, v1.output).toBe(true);
    const first = await liveMarket();
    expect(first?.entry).toBe(`${origin}/deploy/market/${first?.version}/mf-manifest.json`);
    expect(v1.output).toContain(`market: ${local?.version} (local build) -> ${first?.version}`);

    // v2, visibly changed: the next page load shows it.
    const v2 = await command('release', 'market', '--dist', marketBuild(visiblyChanged), '--version', '0.1.0+e2e.v2');
    expect(v2.ok, v2.output).toBe(true);
    expect(v2.output).toContain(`market: ${first?.version} -> 0.1.0+e2e.v2`);
    expect((await liveMarket())?.version).toBe('0.1.0+e2e.v2');
    expect(await aboutSubtitle()).toBe(`${SUBTITLE} · v2`);

    // Rollback: v1 again.
    const back = await command('rollback', 'market');
    expect(back.ok, back.output).toBe(true);
    expect(back.output).toContain(`market: 0.1.0+e2e.v2 -> ${first?.version}`);
    expect(await aboutSubtitle()).toBe(SUBTITLE);

    // Each broken contract is refused with its reason; the registry and the page stay as they were.
    const broken: Array<[reason: string, change: (folder: string) => void]> = [
      ['MISSING_ROUTES', (folder) => editJson(path.join(folder, 'mf-manifest.json'), (manifest) => (manifest.exposes = []))],
      [
        'SHARED_VERSION',
        (folder) =>
          editJson(path.join(folder, 'mf-manifest.json'), (manifest) => {
            for (const shared of manifest.shared as Array<{ name: string; requiredVersion: string }>) if (shared.name === 'react') shared.requiredVersion = '^99.0.0';
          }),
      ],
      ['ROUTE_OWNER', (folder) => editJson(path.join(folder, 'keys-release.json'), (info) => (info.routes = [...(info.routes as string[]), '/cabinet']))],
      ['CONTRACT_MAJOR', (folder) => editJson(path.join(folder, 'keys-release.json'), (info) => (info.sharedContract = '9.0.0'))],
    ];
    for (const [reason, change] of broken) {
      const refused = await command('release', 'market', '--dist', marketBuild(change), '--version', `0.1.0+e2e.${reason.toLowerCase()}`);
      expect(refused.ok, refused.output).toBe(false);
      expect(refused.output).toContain('REMOTE_CONTRACT_BROKEN');
      expect(refused.output).toContain(`- ${reason}: `);
      expect(refused.output).toContain('The registry is unchanged.');
      expect((await liveMarket())?.version).toBe(first?.version);
    }
    expect(await aboutSubtitle()).toBe(SUBTITLE);
  } finally {
    await api.stop();
  }
});
