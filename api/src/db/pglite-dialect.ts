import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect for PGlite. PGlite is ONE session, so the driver hands that session to one caller at a
 * time (first come, first served) from acquireConnection to releaseConnection: a transaction runs alone
 * and never interleaves with other queries. Never query `db` inside a `trx` callback: it waits forever.
 */
export interface PGliteDialectConfig {
  pglite: PGlite;
}

export class PGliteDialect implements Dialect {
  constructor(private readonly config: PGliteDialectConfig) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.config.pglite);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

/** A first-come-first-served mutex. */
export class FifoLock {
  private locked = false;
  private readonly waiters: Array<() => void> = [];

  acquire(): Promise<void> {
    if (!this.locked) {
      this.locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.locked = false;
  }

  get waiting(): number {
    return this.waiters.length;
  }
}

const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = result.command?.toUpperCase();
    const affected = result.rowCount ?? result.affectedRows;
    return {
      rows: result.rows ?? [],
      numAffectedRows: command !== undefined && WRITE_COMMANDS.has(command) && affected !== undefined ? BigInt(affected) : undefined,
    };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) };
    }
  }
}

class PGliteDriver implements Driver {
  private readonly lock = new FifoLock();
  private readonly connection: PGliteConnection;
  private destroyed = false;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    if (this.destroyed) {
      this.lock.release();
      throw new Error('The database is closed');
    }
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteIdentifier(name)}`));
  }

  async releaseConnection(): Promise<void> {
    this.lock.release();
  }

  /** Waits for the query or transaction in progress, then closes PGlite so its data is flushed. */
  async destroy(): Promise<void> {
    if (this.destroyed) return;
    await this.lock.acquire();
    this.destroyed = true;
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      this.lock.release();
    }
  }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
