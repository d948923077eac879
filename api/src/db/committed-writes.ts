import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';

/** Told the tables a committed write changed: after an autocommitted statement, or after the commit of a transaction. */
export type CommittedWritesListener = (tables: ReadonlySet<string>) => void;

const listeners = new Set<CommittedWritesListener>();

/** Calls `listener` after every committed write on every database this process opens; answers the unsubscribe. */
export function onCommittedWrites(listener: CommittedWritesListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let muted = 0;

const announce = (tables: ReadonlySet<string>) => {
  if (muted > 0) return;
  for (const listener of listeners) listener(tables);
};

/**
 * Runs `work` with its committed writes left unannounced, as a write by another api instance on the same database
 * is to this one (tests of what bounds a cache's staleness then: its TTL).
 */
export async function unannounced<T>(work: () => Promise<T>): Promise<T> {
  muted += 1;
  try {
    return await work();
  } finally {
    muted -= 1;
  }
}

// `insert into "t"`, `update "t"`, `delete from "t"`, also inside CTEs; `for update`, `do update set` name no table we know.
const WRITE_TARGET = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables a statement writes to (lower case), read from its SQL. */
export function writtenTables(sqlText: string): string[] {
  return [...sqlText.matchAll(WRITE_TARGET)].map((match) => (match[1] ?? '').toLowerCase());
}

/** A connection that remembers what its current transaction wrote, and announces autocommitted writes at once. */
class WatchedConnection implements DatabaseConnection {
  readonly written = new Set<string>();
  inTransaction = false;

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    const tables = writtenTables(query.sql);
    if (tables.length > 0) {
      if (this.inTransaction) for (const table of tables) this.written.add(table);
      else announce(new Set(tables));
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const watched = (connection: DatabaseConnection): WatchedConnection => {
  if (!(connection instanceof WatchedConnection)) throw new Error('a connection the committed-writes driver did not hand out');
  return connection;
};

class CommittedWritesDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const own = watched(connection);
    await this.inner.beginTransaction(own.inner, settings);
    own.written.clear();
    own.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const own = watched(connection);
    own.inTransaction = false;
    const written = new Set(own.written);
    own.written.clear();
    await this.inner.commitTransaction(own.inner);
    if (written.size > 0) announce(written);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const own = watched(connection);
    own.inTransaction = false;
    own.written.clear();
    await this.inner.rollbackTransaction(own.inner);
  }

  // A rollback to a savepoint keeps what was written before it marked: at worst one needless announcement.
  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.(watched(connection).inner, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.(watched(connection).inner, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.(watched(connection).inner, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(watched(connection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `dialect`, with its committed writes announced to the `onCommittedWrites` listeners (cache invalidation). */
export function announcingCommittedWrites(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CommittedWritesDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
