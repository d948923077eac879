import { mkdir } from 'node:fs/promises';
import { buildApp } from './app';
import { systemClock, TestClock } from './clock';
import { ConfigError, loadConfig, localFeatures } from './config';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { openDatabase, type AppDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './seed/seed';

let database: AppDatabase | undefined;
let unlock: (() => void) | undefined;

async function main() {
  const config = loadConfig();
  const clock = config.testMode ? new TestClock() : systemClock;
  const started = Date.now();
  if (!config.databaseUrl) {
    await mkdir(config.pgliteDir, { recursive: true });
    unlock = lockDataDir(config.pgliteDir);
  }
  database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const db = database;
  const app = await buildApp({ config, db, clock });
  app.log.info({ db: db.kind, ms: Date.now() - started }, 'database open');

  const applied = await migrateToLatest(db.db);
  app.log.info({ applied, ms: Date.now() - started }, 'migrations done');
  const seeded = await seedDatabase(db.db, clock.now());
  app.log.info({ seeded, ms: Date.now() - started }, seeded ? 'demo data seeded' : 'demo data already present');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
    } finally {
      await db.close();
      unlock?.();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`KEYS platform running at http://localhost:${port} (links use ${config.publicUrl})`);
  const local = localFeatures(config);
  if (local.length > 0) {
    console.log(`Local-only features on (never expose this server):\n${local.map((feature) => `  - ${feature}`).join('\n')}`);
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  try {
    await database?.close();
  } finally {
    unlock?.();
    process.exit(1);
  }
});
