import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteOptions, wrapPglite } from '../db/database';
import { migrateToLatest } from '../db/migrate';

// Every api test starts from a migrated database. Migrating (26 migrations) took 2 to 3 s per database on this 2-core
// machine, and the suite opens some 250: the run migrates once, into a template each test database is copied from.

/** Where a run's templates are named, for its test files (Jest's workers inherit the environment of its global setup). */
const PGLITE_TEMPLATE = 'KEYS_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE = 'KEYS_TEST_POSTGRES_TEMPLATE';

export const migratedPgliteTemplate = (): string | undefined => process.env[PGLITE_TEMPLATE];
export const migratedPostgresTemplate = (): string | undefined => process.env[POSTGRES_TEMPLATE];

const withAdmin = async (serverUrl: string, statement: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Migrates a PGlite database (from `initialised`, an initdb tarball) and, with TEST_DATABASE_URL, a PostgreSQL one, as this run's templates. */
export async function createMigratedTemplates(initialised: Blob | undefined): Promise<void> {
  const run = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const instance = await PGlite.create('memory://', pgliteOptions(initialised));
  const pglite = wrapPglite(instance);
  await migrateToLatest(pglite.db);
  const file = path.join(os.tmpdir(), `keys-api-migrated-${run}.tar`);
  writeFileSync(file, Buffer.from(await (await instance.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  process.env[PGLITE_TEMPLATE] = file;

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `keys_template_${run}`;
  await withAdmin(serverUrl, `create database ${name}`);
  const postgres = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  await migrateToLatest(postgres.db);
  await postgres.close();
  process.env[POSTGRES_TEMPLATE] = name;
}

export async function dropMigratedTemplates(): Promise<void> {
  const file = migratedPgliteTemplate();
  if (file) rmSync(file, { force: true });
  const name = migratedPostgresTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (name && serverUrl) await dropPostgresDatabase(serverUrl, name);
}

/** A new PostgreSQL database (its URL): a copy of the run's migrated template when there is one. */
export async function createPostgresDatabase(serverUrl: string, name: string): Promise<string> {
  const template = migratedPostgresTemplate();
  await withAdmin(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  return databaseUrl(serverUrl, name);
}

/** Drops a test database, closing whatever connections are left. */
export const dropPostgresDatabase = (serverUrl: string, name: string) => withAdmin(serverUrl, `drop database if exists ${name} with (force)`);
