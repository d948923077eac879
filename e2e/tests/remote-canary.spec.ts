import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { RemoteState } from 'shared-contract';
import { settled } from './fixtures';
import { ownApi } from './own-api';
import { ABOUT_SUBTITLE, marketBuild, type RegistryEntry, releaseCommands, visiblyChanged } from './releases';

// Issue 16: a release can go to a share of visitors first (a canary, sticky per browser), be promoted to everyone or
// rolled back; the shells report which version they loaded, counted per version for the console; outside production
// a developer points one remote at a dev server for a tab. An api of its own, as the release journey.
const CANARY = '0.1.0+e2e.canary';
const BROWSERS = 200;

/** A new browser (its own cookies), in English. */
async function freshBrowser(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addCookies([{ name: 'keys-lang', value: 'en', url: origin }]);
  return context;
}

/** The market version `/remotes.json` serves this browser (its bucket cookie is set by the first answer). */
const servedIn = async (context: BrowserContext, origin: string) =>
  ((await (await context.request.get(`${origin}/remotes.json`)).json()) as Record<string, RegistryEntry>).market?.version;

async function aboutSubtitle(page: Page, url: string) {
  await page.goto(url);
  await settled(page);
  return page.getByText(new RegExp(`^${ABOUT_SUBTITLE}`)).textContent();
}

/** A developer's server of a remote build (another origin, CORS open like a dev server). */
async function devServer(folder: string): Promise<{ server: Server; origin: string }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const file = path.join(folder, path.normalize(new URL(request.url ?? '/', 'http://dev').pathname));
    readFile(file).then(
      (body) =>
        response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

test('a 10 % canary of the market reaches about 10 % of 200 fresh browsers, each keeps its side across reloads, loads are counted per version; promote serves everyone, rolling back a canary ends it; a tab can point the market at a dev server (en, desktop)', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const api = await ownApi('canary');
  const { origin } = api;
  const { command } = releaseCommands(api);
  const market = async (): Promise<RemoteState> => {
    const token = readFileSync(path.join(api.dataDir, 'deploy-token'), 'utf8').trim();
    const response = await fetch(`${origin}/api/admin/remotes`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await response.json()) as { data: { remotes: RemoteState[] } };
    const state = data.remotes.find((remote) => remote.name === 'market');
    if (!state) throw new Error('no market in the registry');
    return state;
  };
  const kept: BrowserContext[] = [];
  let dev: Server | undefined;

  try {
    await api.start();
    const v1 = await command('release', 'market', '--skip-build');
    expect(v1.ok, v1.output).toBe(true);
    const live = (await market()).live.version;

    const started = await command('release', 'market', '--dist', marketBuild(visiblyChanged('canary')), '--version', CANARY, '--canary', '10');
    expect(started.ok, started.output).toBe(true);
    expect(started.output).toContain(`market: canary ${CANARY} on 10 % of browsers; the others keep ${live}`);
    expect((await market()).canary).toMatchObject({ version: CANARY, percent: 10 });

    // 200 browsers that never visited: about one in ten is given the canary.
    let onCanary = 0;
    let canaryBrowser: BrowserContext | undefined;
    let liveBrowser: BrowserContext | undefined;
    for (let index = 0; index < BROWSERS; index += 1) {
      const context = await freshBrowser(browser, origin);
      const version = await servedIn(context, origin);
      expect([live, CANARY]).toContain(version);
      if (version === CANARY) onCanary += 1;
      if (version === CANARY && !canaryBrowser) canaryBrowser = context;
      else if (version === live && !liveBrowser) liveBrowser = context;
      else await context.close();
    }
    if (!canaryBrowser || !liveBrowser) throw new Error('no browser on one of the sides');
    kept.push(canaryBrowser, liveBrowser);
    // Binomial(200, 0.1): 20 expected, 5-40 holds with a chance of failing below 1 in 3,000.
    expect(onCanary).toBeGreaterThanOrEqual(5);
    expect(onCanary).toBeLessThanOrEqual(40);

    // Each keeps its side on every page load, and sees it; the answer names the version it served.
    const canaryPage = await canaryBrowser.newPage();
    const livePage = await liveBrowser.newPage();
    for (let reload = 0; reload < 2; reload += 1) {
      const served = canaryPage.waitForResponse((response) => response.url() === `${origin}/remotes.json`);
      expect(await aboutSubtitle(canaryPage, `${origin}/about`)).toBe(`${ABOUT_SUBTITLE} · canary`);
      expect((await served).headers()['x-keys-remote-versions']).toContain(`market=${CANARY} (canary)`);
      expect(await aboutSubtitle(livePage, `${origin}/about`)).toBe(ABOUT_SUBTITLE);
    }

    // The pages' shells reported what they loaded: both versions are counted, with no failure.
    await expect
      .poll(async () => Object.fromEntries((await market()).loads.map((stat) => [stat.version, stat.loaded >= 2 && stat.failed === 0])))
      .toEqual({ [CANARY]: true, [live]: true });

    // Promote: the browser that was on the live release gets the canary's version on its next load.
    const promoted = await command('canary', 'market', 'promote');
    expect(promoted.ok, promoted.output).toBe(true);
    expect(promoted.output).toContain(`market: canary ${CANARY} promoted, live for everyone: ${live} -> ${CANARY}`);
    expect(await aboutSubtitle(livePage, `${origin}/about`)).toBe(`${ABOUT_SUBTITLE} · canary`);

    // A second canary at 50 % (the first browser is in it: its bucket is under 10), then rolled back: over for everyone.
    const second = await command('release', 'market', '--dist', marketBuild(visiblyChanged('v3')), '--version', '0.1.0+e2e.v3', '--canary', '50');
    expect(second.ok, second.output).toBe(true);
    expect(await aboutSubtitle(canaryPage, `${origin}/about`)).toBe(`${ABOUT_SUBTITLE} · v3`);
    const aborted = await command('rollback', 'market');
    expect(aborted.ok, aborted.output).toBe(true);
    expect(aborted.output).toContain(`market: canary 0.1.0+e2e.v3 aborted, everyone is on ${CANARY} again`);
    expect(await aboutSubtitle(canaryPage, `${origin}/about`)).toBe(`${ABOUT_SUBTITLE} · canary`);
    expect((await market()).history.slice(0, 4).map((change) => change.action)).toEqual(['abort', 'canary', 'promote', 'canary']);

    // Outside production, ?remote.market= points this tab at a developer's server, until an empty value forgets it.
    const served = await devServer(marketBuild(visiblyChanged('dev')));
    dev = served.server;
    const devEntry = encodeURIComponent(`${served.origin}/mf-manifest.json`);
    expect(await aboutSubtitle(livePage, `${origin}/about?remote.market=${devEntry}`)).toBe(`${ABOUT_SUBTITLE} · dev`);
    expect(await aboutSubtitle(livePage, `${origin}/about`)).toBe(`${ABOUT_SUBTITLE} · dev`);
    expect(await aboutSubtitle(livePage, `${origin}/about?remote.market=`)).toBe(`${ABOUT_SUBTITLE} · canary`);
  } finally {
    dev?.close();
    for (const context of kept) await context.close();
    await api.stop();
  }
});
