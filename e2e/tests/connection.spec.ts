import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { settled } from './fixtures';

// Spec section 8, "Connection fail, go to main" (issue 18): a second api of its own (this journey stops it), so the
// shared server of the other journeys stays up.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keys-e2e-connection-'));
const serverEntry = path.resolve(__dirname, '..', '..', 'api', 'dist', 'main.mjs');

/** A port nobody listens on now (the journey's api takes it, and takes it again after its restart). */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let ownPort = 0;
let origin = '';

function startApi(): ChildProcess {
  return spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(ownPort), HOST: 'localhost', DATA_DIR: dataDir, PUBLIC_URL: origin, RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
}

async function whenHealthy() {
  await expect
    .poll(async () => fetch(`${origin}/_/health`).then((response) => response.status, () => 0), { timeout: 90_000, intervals: [250] })
    .toBe(200);
}

async function stop(api: ChildProcess) {
  if (api.exitCode !== null) return;
  const exited = once(api, 'exit');
  api.kill('SIGKILL');
  await exited;
}

test('when the api stops mid-visit, the member is told and taken to /main, and Try again works once it is back', async ({ page }) => {
  test.setTimeout(240_000);
  ownPort = await freePort();
  origin = `http://localhost:${ownPort}`;
  let api = startApi();
  try {
    await whenHealthy();
    await page.goto(`${origin}/main`);
    await settled(page);
    const projectLinks = page.locator('#root a[href^="/project?id="]');
    await expect(projectLinks.first()).toBeVisible();
    const hrefs = [...new Set(await projectLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))];
    expect(hrefs.length).toBeGreaterThan(1);

    // A first project page, opened in the app: its page code is loaded from now on.
    await projectLinks.first().click();
    await expect(page).toHaveURL(`${origin}${hrefs[0]}`);
    await settled(page);

    await stop(api);
    // Another project, whose data the page has never read: the api is gone.
    const other = hrefs.find((href) => href !== hrefs[0]) ?? '';
    await page.evaluate((href) => {
      window.history.pushState({}, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, other);

    const notice = page.getByTestId('connection-notice');
    await expect(notice).toHaveText(/연결에 실패했습니다\. 메인으로 이동합니다\./);
    await expect(page).toHaveURL(`${origin}/main`);
    await expect(page.getByRole('alert').filter({ hasText: '연결에 실패했습니다' })).toBeVisible();

    api = startApi();
    await whenHealthy();
    await notice.getByRole('button', { name: '다시 시도' }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(`${origin}/main`);
  } finally {
    await stop(api);
  }
});
