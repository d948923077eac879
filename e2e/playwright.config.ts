import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { baseURL, dataDir, defaultRegistry, port, registryFile, writeRegistry } from './tests/env';

// Only the runner process prepares the data directory and the registry; workers re-evaluate this
// file and must not undo a journey's registry edit.
if (!process.env.TEST_WORKER_INDEX) {
  mkdirSync(dataDir, { recursive: true });
  writeRegistry(defaultRegistry());
}

const resultsDir = path.resolve(__dirname, '..', '.test-results');

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(resultsDir, 'e2e-artifacts'),
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(resultsDir, 'e2e.json') }]],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node ../api/dist/main.mjs',
    url: `${baseURL}/_/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // Loopback only: the server refuses its local features (below) on a network address.
      HOST: 'localhost',
      DATA_DIR: dataDir,
      // Test mode (the movable clock, POST /api/_test/gold) exists only under NODE_ENV=test; E2E=1 keeps the
      // transfer job polling as in a normal start.
      NODE_ENV: 'test',
      E2E: '1',
      // The journeys sign in through the local issuer, verify and pay through the sandboxes and read /dev/mail:
      // all off by default, so turned on here.
      AUTH_LOCAL_ISSUER: '1',
      IDENTITY_SANDBOX: '1',
      CARD_SANDBOX: '1',
      DEV_MAIL: '1',
      PUBLIC_URL: baseURL,
      REMOTES_REGISTRY: registryFile,
      RATE_LIMIT_MAX: '0',
      // Backend access tokens live 5 s: every journey that stays on a page exercises the silent refresh.
      ACCESS_TOKEN_TTL_SECONDS: '5',
      // The KEY of the Month distribution runs every second, so a journey that moves the clock past a month's end sees it soon.
      MONTHLY_POLL_SECONDS: '1',
      // The lottery draw job runs every second, so a journey that moves the clock past a draw time sees the winners soon.
      LOTTERY_POLL_SECONDS: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  },
});
