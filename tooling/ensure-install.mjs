// Installs dependencies when they are missing or older than the lockfile. Plain Node: runs before any install.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureInstall() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  // `npm ci` installs exactly what the lockfile pins and never rewrites it, so a run leaves the git tree clean.
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm ci failed');
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...options.env },
  });
  return result.status ?? 1;
}

export function build() {
  return run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
