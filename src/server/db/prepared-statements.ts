import { createHash } from 'node:crypto';
import {
  CompiledQuery,
  sql,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import { PostgresDialect } from './postgres-dialect';

/**
 * PostgreSQL with named prepared statements and one round trip less per transaction.
 *
 * Under load, PostgreSQL spent more time planning the dashboard's and the save's statements than running them.
 * Kysely sends every statement unnamed, so the server parses and analyses it again on every request. Here a
 * statement with parameters that this process has sent before goes out under a name derived from its text (a
 * hash): the first use on a connection prepares it, later uses only bind and execute, and after five runs
 * PostgreSQL may settle on a generic plan and skip planning as well. pg keeps named statements per connection;
 * each connection holds at most `capacity` of them (least recently used go first, deallocated the next time
 * the connection is outside a transaction), so variable texts (IN lists of changing length) cannot grow the
 * server's memory. A statement whose cached plan broke (a column added under a running server: "cached plan
 * must not change result type") is deallocated and prepared again on its next use.
 *
 * The pool runs pg's pipeline mode: `begin` is written together with the transaction's first statement instead
 * of waiting for its answer first (a save: begin + lock, read-with-write, commit). Kysely still sends one
 * statement after the other; only the `begin` and the housekeeping (`deallocate`) are not awaited on their own.
 */
export class PreparingPostgresDialect extends PostgresDialect {
  constructor(
    private readonly pool: pg.Pool,
    private readonly options: PreparingOptions = {},
  ) {
    super();
  }
  createDriver(): Driver {
    return new PreparingDriver(this.pool, new StatementNames(this.options.knownTexts), this.options);
  }
}

const GENERIC_PLAN_MARK = '/* generic plan */';

/**
 * Put first in a statement's text: on PostgreSQL it runs on a generic plan (plan_cache_mode =
 * force_generic_plan for that statement alone), planned once per connection instead of on every request. For
 * statements whose custom plans cost more to make than to run and whose plan does not depend on the values
 * (GetDates: PostgreSQL kept planning it for every HR request, 2.6 times the generic plan's time). Elsewhere a
 * comment.
 */
export const genericPlan = sql.raw(`${GENERIC_PLAN_MARK}\n`);

export type PreparingOptions = {
  /** named statements per connection (default 100) */
  capacity?: number;
  /** a statement is prepared from its `minUses`-th use in this process on (default 2: one-off texts stay unnamed) */
  minUses?: number;
  /** how many distinct texts the process counts before it starts counting afresh (default 2,000) */
  knownTexts?: number;
  /**
   * The longest a statement may take, asked at each statement (undefined: no limit, as while migrating). A
   * statement past it fails with a `DatabaseTimeoutError` and its connection is closed, not reused: a database
   * that stopped answering (a stopped process, a partition) keeps a socket open but never replies.
   */
  deadlineMs?: () => number | undefined;
};

type Known = { name: string; uses: number };

/** Names of statement texts and how often each was sent (per process, bounded). */
export class StatementNames {
  private readonly texts = new Map<string, Known>();
  constructor(private readonly limit = 2000) {}

  /** Counts one use of `text`; answers its name and uses so far. */
  use(text: string): Known {
    let known = this.texts.get(text);
    if (!known) {
      if (this.texts.size >= this.limit) this.texts.clear();
      known = { name: nameOf(text), uses: 0 };
      this.texts.set(text, known);
    }
    known.uses += 1;
    return known;
  }
}

/** A statement's name: `k` and 30 hex digits of its text's SHA-1 (PostgreSQL names hold 63 bytes). */
export const nameOf = (text: string) => `k${createHash('sha1').update(text).digest('hex').slice(0, 30)}`;

/** pg's bookkeeping of the statements it parsed on a connection (not in its types). */
type PgConnectionInternals = {
  stream?: { cork?: () => void; uncork?: () => void; destroy?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
};
const internalsOf = (client: pg.PoolClient) =>
  (client as unknown as { connection: PgConnectionInternals }).connection;

class PreparingDriver implements Driver {
  private readonly connections = new WeakMap<pg.PoolClient, PreparingConnection>();
  private destroyed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly names: StatementNames,
    private readonly options: PreparingOptions,
  ) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const client = await this.pool.connect();
    if (this.destroyed) {
      client.release();
      throw new Error('driver has already been destroyed');
    }
    let connection = this.connections.get(client);
    if (!connection) {
      connection = new PreparingConnection(client, this.names, this.options);
      this.connections.set(client, connection);
    }
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    (connection as PreparingConnection).begin(statement);
  }
  async commitTransaction(connection: DatabaseConnection) {
    await (connection as PreparingConnection).end('commit');
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as PreparingConnection).end('rollback');
  }
  async releaseConnection(connection: DatabaseConnection) {
    (connection as PreparingConnection).release();
  }
  async destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    await this.pool.end();
  }
}

/** Whether an error is PostgreSQL's refusal to run a prepared statement whose cached plan no longer fits. */
const isStalePlan = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '0A000' &&
  /cached plan/.test(String((error as { message?: unknown }).message));

/**
 * A statement that got no answer within its deadline. Its `code` is the socket's timeout code, so that it is
 * told apart as "the database is unavailable" (503 with Retry-After), not as a fault of the query.
 */
class DatabaseTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms.`);
  }
}

class PreparingConnection implements DatabaseConnection {
  /** named statements prepared on this connection, least recently used first */
  private readonly prepared = new Map<string, string>();
  /** names to deallocate the next time the connection is outside a transaction */
  private readonly retired = new Set<string>();
  /** the `begin` written but not yet awaited */
  private pendingBegin: Promise<unknown> | undefined;
  private inTransaction = false;
  /** a statement timed out: the connection's state is unknown, so it is closed instead of going back to the pool */
  private broken: Error | undefined;
  private readonly capacity: number;
  private readonly minUses: number;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly names: StatementNames,
    private readonly options: PreparingOptions,
  ) {
    this.capacity = options.capacity ?? 100;
    this.minUses = options.minUses ?? 2;
  }

  /** The names of the statements prepared on this connection (tests). */
  preparedNames(): string[] {
    return [...this.prepared.keys()];
  }

  /** Writes `begin` without waiting for it: it travels with the transaction's first statement. */
  begin(statement: string) {
    // held back until the first statement is written: both leave in one write
    this.cork();
    this.flushRetired();
    this.inTransaction = true;
    const begin = this.client.query(statement);
    // awaited with the next statement; until then a failure must not count as unhandled
    begin.catch(() => {});
    this.pendingBegin = begin;
  }

  /** Commits or rolls back (nothing to send when the transaction never sent a statement). */
  async end(statement: 'commit' | 'rollback') {
    try {
      await this.executeQuery(CompiledQuery.raw(statement));
    } finally {
      this.inTransaction = false;
    }
  }

  release() {
    this.uncork();
    this.pendingBegin = undefined;
    this.inTransaction = false;
    // with an error the pool closes the client and opens a new one for the next request
    this.client.release(this.broken);
  }

  /** Socket writes held back (counted, as Node counts them) until uncork. */
  private corks = 0;
  private cork() {
    const stream = internalsOf(this.client).stream;
    if (!stream?.cork) return;
    stream.cork();
    this.corks += 1;
  }
  private uncork() {
    const stream = internalsOf(this.client).stream;
    for (; this.corks > 0; this.corks--) stream?.uncork?.();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // after a timeout (the rollback that follows it, say): the connection is gone, nothing is written to it
    if (this.broken) throw this.broken;
    const begin = this.pendingBegin;
    this.pendingBegin = undefined;
    // what goes out with the statement (a begin, deallocations, the plan mode) leaves in one socket write
    this.cork();
    let running: Promise<pg.QueryResult<R & pg.QueryResultRow>>;
    let name: string | undefined;
    try {
      if (!this.inTransaction) this.flushRetired();
      name = this.nameFor(query);
      const values = [...query.parameters];
      // not awaited on their own; the reset also runs when the statement fails
      const generic = name !== undefined && query.sql.startsWith(GENERIC_PLAN_MARK);
      if (generic) this.client.query('set plan_cache_mode = force_generic_plan').catch(() => {});
      running = name
        ? this.client.query<R & pg.QueryResultRow>({ name, text: query.sql, values })
        : this.client.query<R & pg.QueryResultRow>(query.sql, values);
      if (generic) this.client.query('reset plan_cache_mode').catch(() => {});
    } finally {
      this.uncork();
    }
    try {
      const answered = begin ? begin.then(() => running) : running;
      const { command, rowCount, rows } = await this.withinDeadline(answered);
      if (name) this.touch(name, query.sql);
      return {
        numAffectedRows:
          command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE'
            ? BigInt(rowCount ?? 0)
            : undefined,
        rows: rows ?? [],
      };
    } catch (error) {
      // the begin failed: the statement behind it fails or is answered outside the transaction; either way
      // the caller sees the begin's error and rolls back. A statement past its deadline is not waited for.
      if (this.broken) running.catch(() => {});
      else await running.catch(() => {});
      if (name) this.afterError(name, error);
      throw error;
    }
  }

  /** The answer, or a DatabaseTimeoutError once the deadline passed (the connection is then dropped). */
  private withinDeadline<T>(answer: Promise<T>): Promise<T> {
    if (this.broken) return Promise.reject(this.broken);
    const ms = this.options.deadlineMs?.();
    if (ms === undefined) return answer;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.broken = new DatabaseTimeoutError(ms);
        // the statement may never be answered: end the socket, so that nothing waits on it any longer
        internalsOf(this.client).stream?.destroy?.();
        reject(this.broken);
      }, ms);
    });
    return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported');
  }

  /** The name to send `query` under, or undefined to send it unnamed. */
  private nameFor(query: CompiledQuery): string | undefined {
    // without parameters pg uses the simple protocol (a migration's several statements in one text)
    if (query.parameters.length === 0) return undefined;
    const known = this.names.use(query.sql);
    if (known.uses < this.minUses) return undefined;
    if (this.retired.has(known.name)) {
      // still on the server until deallocated; inside a transaction it is sent unnamed meanwhile
      if (this.inTransaction) return undefined;
      this.flushRetired();
    }
    return known.name;
  }

  /** Marks `name` as most recently used; retires the least recently used beyond the capacity. */
  private touch(name: string, text: string) {
    this.prepared.delete(name);
    this.prepared.set(name, text);
    while (this.prepared.size > this.capacity) {
      const oldest = this.prepared.keys().next().value as string;
      this.prepared.delete(oldest);
      this.retired.add(oldest);
    }
  }

  private afterError(name: string, error: unknown) {
    const internals = internalsOf(this.client);
    if (internals.parsedStatements[name] === undefined) {
      // never prepared (the parse failed): nothing on the server
      this.prepared.delete(name);
      return;
    }
    if (isStalePlan(error)) {
      this.prepared.delete(name);
      this.retired.add(name);
    }
  }

  /** Deallocates the retired statements (written ahead of the next statement, not awaited). */
  private flushRetired() {
    if (this.retired.size === 0) return;
    const internals = internalsOf(this.client);
    for (const name of this.retired) {
      const text = internals.parsedStatements[name];
      // forgotten at once: a statement after this one with the same name parses it again
      delete internals.parsedStatements[name];
      this.client.query(`deallocate ${name}`).catch(() => {
        // the server may still hold it: use it as it is (pg binds without parsing)
        if (text !== undefined) internals.parsedStatements[name] = text;
      });
    }
    this.retired.clear();
  }
}
