import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { TestClock, type Clock } from '../clock';
import { loadConfig, type Config, type Env } from '../config';
import type { AppDatabase, DbKind } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { resolveAuthSecret } from '../modules/auth/auth-secret';
import { accessTokenKey, TokenService } from '../modules/tokens/token-service';
import { seedDatabase } from '../seed/seed';
import type { FileStorage } from '../storage/file-storage';
import { openFileStorage } from '../storage/open-storage';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
  config: Config;
  clock: Clock;
  /** Issues backend tokens the app accepts (same secret). */
  tokens: TokenService;
  /** Where the app keeps uploaded files (the disk unless the env names an S3 bucket). */
  storage: FileStorage;
  close(): Promise<void>;
}

/** An empty folder standing in for the repository root (no frontend builds unless a test adds them). */
export const emptyWebRoot = () => mkdtempSync(path.join(os.tmpdir(), 'keys-web-'));

/**
 * The api tests' configuration: NODE_ENV=test, on loopback, with the local issuer, the sandboxes and the dev mail
 * list turned on explicitly (the server's defaults have them off); links on `app.inject`'s own origin. Tests that
 * sign in over real HTTP listen on a random port, so Auth.js takes the request's host (AUTH_TRUST_HOST=1); the
 * Host-header test turns that off.
 */
export function testConfig(env: Env = {}): Config {
  const webRoot = env.WEB_ROOT ?? emptyWebRoot();
  return loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost',
    AUTH_TRUST_HOST: '1',
    AUTH_LOCAL_ISSUER: '1',
    IDENTITY_SANDBOX: '1',
    CARD_SANDBOX: '1',
    DEV_MAIL: '1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
    DATA_DIR: path.join(webRoot, '.data'),
    WEB_ROOT: webRoot,
    ...env,
  });
}

/** A migrated, seeded database and the app on it, answering through `app.inject`. */
export async function createTestApp(
  kind: DbKind,
  options: { env?: Env; clock?: Clock; database?: AppDatabase; catalogCacheTtlMs?: number } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const clock = options.clock ?? (config.testMode ? new TestClock() : { now: () => new Date() });
  const database = options.database ?? (await openTestDatabase(kind));
  await migrateToLatest(database.db);
  await seedDatabase(database.db, clock.now());
  const storage = await openFileStorage(config);
  const app = await buildApp({
    config,
    db: database,
    clock,
    storage,
    ...(options.catalogCacheTtlMs === undefined ? {} : { catalogCacheTtlMs: options.catalogCacheTtlMs }),
  });
  await app.ready();
  const tokens = new TokenService(database.db, clock, accessTokenKey(await resolveAuthSecret(config.authSecret, config.dataDir)), config);
  return {
    app,
    database,
    config,
    clock,
    tokens,
    storage,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
