import { spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REMOTE_NAMES as REMOTES } from '../../tooling/remote-names.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** What a full build leaves behind; anything missing means `npm run build` at the root. */
export function missingBuildOutputs() {
  const expected = ['api/dist/main.mjs', 'shell/dist/index.html', ...REMOTES.map((name) => `mfe-${name}/dist/mf-manifest.json`)];
  return expected.filter((file) => !existsSync(path.join(repoRoot, file)));
}

export async function buildIfMissing() {
  const missing = missingBuildOutputs();
  if (missing.length === 0) return;
  console.log(`bench: building (missing ${missing.join(', ')})`);
  await new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
  const stillMissing = missingBuildOutputs();
  if (stillMissing.length > 0) throw new Error(`build did not produce ${stillMissing.join(', ')}`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return response.json();
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the built api (which also serves the shell and remotes) on a free port with a fresh
 * data directory, as `npm start` would, with rate limiting off.
 * @param {{ label: string, env?: Record<string, string | undefined> }} options
 */
export async function startServer({ label, env = {} }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `keys-bench-${label}-`));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const baseURL = `http://localhost:${port}`;
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Loopback (sections that turn local features on need it) and links on the server's own URL.
    HOST: 'localhost',
    PUBLIC_URL: baseURL,
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`, `--cpu-prof-name=${label}-${port}.cpuprofile`]
    : [];
  const child = spawn(process.execPath, [...profile, path.join(repoRoot, 'api/dist/main.mjs')], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let health;
  try {
    health = await waitForHealth(`${baseURL}/_/health`, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    throw new Error(`${label} server failed to start: ${error.message}\n${tail}`);
  }

  async function stop() {
    if (child.exitCode === null) {
      // 'close': the process exited and its output pipes are drained (the log is ended after the last line).
      const exited = new Promise((resolve) => child.once('close', resolve));
      child.kill('SIGTERM');
      const result = await Promise.race([exited.then(() => 'exited'), sleep(10_000).then(() => 'timeout')]);
      if (result === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await new Promise((resolve) => log.end(resolve));
    // BENCH_LOG_DIR=<dir>: each server's log is kept there (its data directory is removed).
    if (process.env.BENCH_LOG_DIR) {
      mkdirSync(process.env.BENCH_LOG_DIR, { recursive: true });
      copyFileSync(logFile, path.join(process.env.BENCH_LOG_DIR, `${label}-${port}.log`));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { baseURL, port, health, stop };
}
