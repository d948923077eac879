// `npm test`: install what is missing (npm packages, Debian's Chromium and CJK fonts), build, then run
// typecheck + lint + the Prettier format check, every Jest project (unit + API integration) and the Playwright journeys.
// Ends with one line: `N passed, N failed` over all runners.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, ensureInstall, root, run } from './ensure-install.mjs';

const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failedSteps = [];

function step(name, fn) {
  console.log(`\n=== ${name}`);
  const status = fn();
  if (status !== 0) failedSteps.push(name);
  return status;
}

function ensureChromium() {
  const installed = (pkg) => spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout === 'install ok installed';
  const hasFonts = installed('fonts-noto-cjk');
  if (existsSync('/usr/bin/chromium') && hasFonts) return 0;
  const asRoot = process.getuid?.() === 0;
  const apt = (args) =>
    asRoot
      ? run('apt-get', args, { env: { DEBIAN_FRONTEND: 'noninteractive' } })
      : run('sudo', ['-E', 'apt-get', ...args], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk']) === 0) return 0;
  return apt(['update']) || apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk']);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

// What `git status` says before the run: the run must leave the tree as it found it (no rewritten lockfile, no stray files).
const gitStatus = () => {
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' });
  return status.status === 0 ? status.stdout : undefined;
};
const treeBefore = gitStatus();

ensureInstall();
step('Chromium and CJK fonts', ensureChromium);
const built = step('Build', build) === 0;
step('Typecheck and lint', () => run('npx', ['turbo', 'run', 'typecheck', 'lint', '--output-logs=errors-only']));
step('Format (Prettier)', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn']));

const jestReport = path.join(results, 'jest.json');
// Two workers on this 2-core machine (Jest's default is one less than the cores): the api tests wait on PostgreSQL
// much of the time, so two at once take about half as long (9.6 min instead of ~20 for the whole run here).
step('Jest (unit and integration)', () => run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`]));
const jest = readJson(jestReport);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}

if (built) {
  const e2eReport = path.join(results, 'e2e.json');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keys-e2e-'));
  const port = await freePort();
  step('Playwright journeys', () =>
    run('npx', ['playwright', 'test'], {
      cwd: path.join(root, 'e2e'),
      env: { E2E_PORT: String(port), E2E_DATA_DIR: dataDir, E2E_JSON_REPORT: e2eReport },
    }),
  );
  const e2e = readJson(e2eReport);
  if (e2e) {
    totals.passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
    totals.failed += e2e.stats?.unexpected ?? 0;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

if (treeBefore !== undefined) {
  step('Git tree left as found', () => {
    const treeAfter = gitStatus();
    if (treeAfter === treeBefore) return 0;
    console.log(`The run changed the git tree:\n${treeAfter}`);
    return 1;
  });
}

// A step that failed without a test result (install, build, typecheck, a crashed runner) counts as a failure.
const uncounted = failedSteps.filter((name) => !name.startsWith('Jest') && !name.startsWith('Playwright'));
totals.failed += uncounted.length;
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || failedSteps.length > 0 ? 1 : 0);
