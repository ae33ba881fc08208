import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PGliteStatements, type PGliteStatementOptions } from './pglite-statements';
import { PostgresDialect } from './postgres-dialect';

export type PGliteDialectOptions = PGliteStatementOptions & {
  /** false: every statement through `pglite.query` (parsed and planned each time), for comparisons */
  prepare?: boolean;
};

/**
 * A Kysely dialect for PGlite. PGlite is one connection, so a lock hands it to one Kysely
 * connection at a time: a transaction never interleaves with queries from other requests.
 *
 * PGlite runs in this process's thread, so the time its postgres spends on a statement is CPU every other request
 * waits for. A statement sent again goes out as a named prepared statement (see pglite-statements.ts): bound and
 * executed in one message instead of parsed, analysed and planned each time.
 */
export class PGliteDialect extends PostgresDialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly options: PGliteDialectOptions = {},
  ) {
    super();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.options);
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(pglite: PGlite, options: PGliteDialectOptions) {
    const statements = options.prepare === false ? undefined : PGliteStatements.of(pglite, options);
    this.connection = new PGliteConnection(pglite, statements);
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
    let statement = 'begin';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await (connection as PGliteConnection).control(statement, true);
  }
  async commitTransaction(connection: DatabaseConnection) {
    await (connection as PGliteConnection).control('commit', false);
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as PGliteConnection).control('rollback', false);
  }
  async releaseConnection() {
    this.connection.release();
  }
  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {};
  private inTransaction = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly statements: PGliteStatements | undefined,
  ) {}

  /** Begins (`begins`) or ends a transaction. */
  async control(statement: string, begins: boolean) {
    if (!begins) this.inTransaction = false;
    if (this.statements) await this.statements.simple(statement);
    else await this.pglite.query(statement);
    this.inTransaction = begins;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result: Results<R> = this.statements
      ? await this.statements.run<R>(query.sql, query.parameters, this.inTransaction)
      : await this.pglite.query<R>(query.sql, [...query.parameters]);
    const affected = result.affectedRows === undefined ? undefined : BigInt(result.affectedRows);
    return { rows: result.rows, numAffectedRows: affected };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}
