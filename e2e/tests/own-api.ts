import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const serverEntry = path.resolve(__dirname, '..', '..', 'api', 'dist', 'main.mjs');

/** A port nobody listens on now (the journey's api takes it, and takes it again after a restart). */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * An api of a journey's own (a data folder and a port of its own, no registry file), for journeys that stop it or
 * change what the shared server of the other journeys serves.
 */
export async function ownApi(label: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `keys-e2e-${label}-`));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete settings.REMOTES_REGISTRY;
  let api: ChildProcess | null = null;

  const stop = async () => {
    if (!api || api.exitCode !== null || api.signalCode !== null) return;
    const exited = once(api, 'exit');
    api.kill('SIGKILL');
    await exited;
  };
  const start = async () => {
    await stop();
    api = spawn(process.execPath, [serverEntry], { env: settings, stdio: 'ignore' });
    await expect
      .poll(
        async () =>
          fetch(`${origin}/_/health`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 90_000, intervals: [250] },
      )
      .toBe(200);
  };
  return { origin, dataDir, start, stop };
}
