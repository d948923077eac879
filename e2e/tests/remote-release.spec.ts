import path from 'node:path';
import { expect, test } from '@playwright/test';
import { settled } from './fixtures';
import { ownApi } from './own-api';
import { ABOUT_SUBTITLE as SUBTITLE, editJson, marketBuild, releaseCommands, visiblyChanged } from './releases';

// Issue 16: a team releases its remote with `npm run release` while the site runs; the registry (in the api's
// database) switches a new page load to it, with no shell rebuild and no restart; `npm run rollback` goes back; a
// release that breaks the shell's contract is refused and changes nothing. An api of its own: the other journeys'
// server reads a registry file.

test('a team releases the market while the site runs: a new page load gets it, rollback brings back the one before, a release that breaks the contract is refused (en, desktop)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const api = await ownApi('release');
  const { origin } = api;
  const { command, servedMarket: liveMarket } = releaseCommands(api);
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
    const v2 = await command('release', 'market', '--dist', marketBuild(visiblyChanged('v2')), '--version', '0.1.0+e2e.v2');
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
            for (const shared of manifest.shared as Array<{ name: string; requiredVersion: string }>)
              if (shared.name === 'react') shared.requiredVersion = '^99.0.0';
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
