import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { announcingCommittedWrites } from './committed-writes';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { TYPE_PARSERS } from './type-parsers';

export type DbKind = 'pglite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  pgliteDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir ?? 'memory://');
}

/** PGlite options every instance needs (our type parsers); `loadDataDir` starts from a dumped directory. */
export const pgliteOptions = (loadDataDir?: Blob) => ({
  parsers: TYPE_PARSERS,
  ...(loadDataDir ? { loadDataDir } : {}),
});

async function openPglite(dataDir: string): Promise<AppDatabase> {
  return wrapPglite(await PGlite.create(dataDir, pgliteOptions()));
}

export function wrapPglite(pglite: PGlite): AppDatabase {
  const db = new Kysely<Database>({ dialect: announcingCommittedWrites(new PGliteDialect({ pglite })) });
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
  };
}

async function openPostgres(connectionString: string): Promise<AppDatabase> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        const parser = TYPE_PARSERS[oid];
        if (parser && format !== 'binary') return parser;
        // pg's own parser for this type (its declared overloads answer `any`).
        return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
      }) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = new Kysely<Database>({ dialect: announcingCommittedWrites(new PostgresDialect({ pool })) });
  return {
    db,
    kind: 'postgres',
    close: () => db.destroy(),
  };
}
