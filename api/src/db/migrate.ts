import { Migrator, type Kysely } from 'kysely';
import { MIGRATIONS } from './migrations/index';
import type { Database } from './schema';

/**
 * Runs every pending migration. Teams land migrations in parallel, so one numbered lower may arrive
 * after a higher one already ran on a database: it still runs (each migration touches its own tables).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : error === undefined ? 'unknown error' : JSON.stringify(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
