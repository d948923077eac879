import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteOptions, wrapPglite, type AppDatabase, type DbKind } from '../db/database';
import { pgliteTemplatePath } from './pglite-template.cjs';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testBackends(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, empty database: PGlite in memory, or a new PostgreSQL database dropped again on close. */
export async function openTestDatabase(kind: DbKind): Promise<AppDatabase> {
  if (kind === 'pglite') {
    const template = pgliteTemplatePath();
    const loadDataDir = existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
    return wrapPglite(await PGlite.create('memory://', pgliteOptions(loadDataDir)));
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `keys_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
