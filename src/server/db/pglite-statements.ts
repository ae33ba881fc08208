import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { StatementNames } from './prepared-statements';

const { serialize } = protocol;
const SYNC = serialize.sync();

export type PGliteStatementOptions = {
  /** named statements held at once (default 150; least recently used are closed first) */
  capacity?: number;
  /** a statement is prepared from its `minUses`-th use on (default 2: one-off texts stay unnamed) */
  minUses?: number;
  /** how many distinct texts are counted before counting starts afresh (default 2,000) */
  knownTexts?: number;
};

/** PGlite's `query` puts these on its errors; callers and logs may read them. */
type QueryError = { query?: string; params?: unknown[] };

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Whether a named statement is gone or no longer fits: its cached plan broke under DDL ("cached plan must not
 * change result type") or the session lost it (`deallocate all`). Either fails at bind, before anything ran.
 */
const isLostStatement = (error: unknown) =>
  (codeOf(error) === '0A000' && /cached plan/.test(String((error as Error).message))) ||
  codeOf(error) === '26000' ||
  // the name was prepared behind this cache's back
  codeOf(error) === '42P05';

const concat = (parts: Uint8Array[]) => {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const shared = new WeakMap<PGlite, PGliteStatements>();

/**
 * Runs statements on PGlite through its wire protocol, with named prepared statements.
 *
 * `pglite.query` parses, analyses and plans each statement again and talks to its postgres six times to do so.
 * Here a text sent for the second time is parsed once under a name derived from it (as on PostgreSQL, see
 * prepared-statements.ts) and its parameter types are kept; each later run is one message: bind, describe,
 * execute, sync. Values are serialized and rows parsed by PGlite's own serializers and parsers, so results are
 * those of `pglite.query`. At most `capacity` names are held (variable texts such as IN lists of changing length
 * cannot grow the database's memory); the least recently used is closed with the next message. A named
 * statement whose plan broke (a column added under a running server) or that is gone is forgotten and, outside
 * a transaction, prepared and run again at once; inside one the error stands (the transaction is aborted).
 */
export class PGliteStatements {
  /** names prepared in the database with their parameter types, least recently used first */
  private readonly prepared = new Map<string, number[]>();
  /** Close messages for names dropped from `prepared`, sent ahead of the next statement */
  private closing: Uint8Array[] = [];
  private readonly names: StatementNames;
  private readonly capacity: number;
  private readonly minUses: number;

  constructor(
    private readonly pglite: PGlite,
    options: PGliteStatementOptions = {},
  ) {
    this.names = new StatementNames(options.knownTexts);
    this.capacity = options.capacity ?? 150;
    this.minUses = options.minUses ?? 2;
  }

  /** The statements of `pglite`: one set per PGlite, however many dialects use it. */
  static of(pglite: PGlite, options: PGliteStatementOptions = {}): PGliteStatements {
    let statements = shared.get(pglite);
    if (!statements) {
      statements = new PGliteStatements(pglite, options);
      shared.set(pglite, statements);
    }
    return statements;
  }

  /** The names prepared now (tests). */
  preparedNames(): string[] {
    return [...this.prepared.keys()];
  }

  /** Runs one statement with its parameters; `inTransaction`: inside a transaction (no retry there). */
  async run<R>(text: string, parameters: readonly unknown[], inTransaction: boolean): Promise<Results<R>> {
    await this.pglite.waitReady;
    return this.pglite.runExclusive(async () => {
      const known = this.names.use(text);
      const name = known.uses >= this.minUses ? known.name : '';
      try {
        try {
          return await this.runOnce<R>(name, text, parameters);
        } catch (error) {
          if (!name || !isLostStatement(error)) throw error;
          this.forget(name);
          if (inTransaction) throw error;
          return await this.runOnce<R>(name, text, parameters);
        }
      } catch (error) {
        if (typeof error === 'object' && error !== null)
          Object.assign(error as QueryError, { query: text, params: [...parameters] });
        throw error;
      }
    });
  }

  /** Runs a statement without parameters over the simple protocol: one message (begin, commit, rollback). */
  async simple(text: string): Promise<Results> {
    await this.pglite.waitReady;
    return this.pglite.runExclusive(async () => {
      const messages = await this.pglite.execProtocolStream(serialize.query(text));
      return parse.parseResults(messages, this.pglite.parsers)[0]!;
    });
  }

  private async runOnce<R>(name: string, text: string, parameters: readonly unknown[]): Promise<Results<R>> {
    let types = name ? this.prepared.get(name) : undefined;
    if (types) {
      this.prepared.delete(name);
      this.prepared.set(name, types);
    } else {
      const described = await this.pglite.execProtocolStream(
        concat([
          ...this.takeClosing(),
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          SYNC,
        ]),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(described);
      if (name) this.remember(name, types);
    }
    const serializers = this.pglite.serializers;
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = serializers[types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.pglite.execProtocolStream(
      concat([
        ...this.takeClosing(),
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute(),
        SYNC,
      ]),
    );
    return parse.parseResults(messages, this.pglite.parsers)[0] as Results<R>;
  }

  private remember(name: string, types: number[]) {
    this.prepared.set(name, types);
    while (this.prepared.size > this.capacity) {
      const oldest = this.prepared.keys().next().value as string;
      this.forget(oldest);
    }
  }

  private forget(name: string) {
    this.prepared.delete(name);
    this.closing.push(serialize.close({ type: 'S', name }));
  }

  private takeClosing() {
    const closing = this.closing;
    this.closing = [];
    return closing;
  }
}
