import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A Kysely dialect for PGlite. PGlite is one connection, so a lock hands it to one Kysely
 * connection at a time: a transaction never interleaves with queries from other requests.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection() {
    this.connection.release();
  }
  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, [...query.parameters]);
    const affected = result.affectedRows === undefined ? undefined : BigInt(result.affectedRows);
    return { rows: result.rows, numAffectedRows: affected };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}
