import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteOptions, wrapPglite, type AppDatabase, type DbKind } from '../db/database';
import { pgliteTemplatePath } from './pglite-template.cjs';
import { createPostgresDatabase, dropPostgresDatabase, migratedPgliteTemplate } from './test-templates';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testBackends(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh database, migrated (a copy of the run's template, see test-templates.ts): PGlite in memory, or a new
 * PostgreSQL database dropped again on close.
 */
export async function openTestDatabase(kind: DbKind): Promise<AppDatabase> {
  if (kind === 'pglite') {
    const template = migratedPgliteTemplate() ?? pgliteTemplatePath();
    const loadDataDir = existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
    return wrapPglite(await PGlite.create('memory://', pgliteOptions(loadDataDir)));
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `keys_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: await createPostgresDatabase(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}
