import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './database';

/** A query builder, or a `sql` template (which compiles on a Kysely instance). */
export type Buildable<O> = { compile(db: Kysely<Database>): CompiledQuery<O> };

/** A parameter of a precompiled query: stands in for the value while the query is built and compiled once. */
class Placeholder {
  constructor(readonly name: string) {}
}

/**
 * A query built and compiled once, run with new parameters (see precompile). Kysely builds a query's tree,
 * runs the plugins over it and compiles it to SQL on every call; for the statements every request of a hot path
 * sends, that work is the same each time except for the values.
 */
class PrecompiledQuery<P extends Record<string, unknown>, O> {
  private compiled: { query: CompiledQuery<O>; slots: (string | undefined)[] } | undefined;

  constructor(private readonly build: (db: Kysely<Database>, params: P) => Buildable<O>) {}

  /** The compiled statement with `params` in place of the placeholders (compiled on the first call). */
  compile(db: Kysely<Database>, params: P): CompiledQuery<O> {
    const { query, slots } = (this.compiled ??= this.compileOnce(db));
    const parameters = query.parameters.map((value, i) => {
      const name = slots[i];
      return name === undefined ? value : params[name];
    });
    return { ...query, parameters };
  }

  /** Runs the statement on `db` (a transaction too) with `params`; answers its rows. */
  async execute(db: Kysely<Database>, params: P): Promise<O[]> {
    return (await db.executeQuery(this.compile(db, params))).rows;
  }

  /** Runs the statement; answers its first row, or undefined. */
  async executeTakeFirst(db: Kysely<Database>, params: P): Promise<O | undefined> {
    return (await this.execute(db, params))[0];
  }

  private compileOnce(db: Kysely<Database>) {
    const used = new Set<string>();
    const placeholders = new Proxy({} as P, {
      get: (_, name) => {
        if (typeof name !== 'string') return undefined;
        used.add(name);
        return new Placeholder(name);
      },
    });
    const query = this.build(db, placeholders).compile(db);
    const slots = query.parameters.map((value) => (value instanceof Placeholder ? value.name : undefined));
    // a placeholder that was read but is no parameter was used by the builder itself (a length, a branch,
    // JSON.stringify): the statement would not follow its value
    for (const name of used)
      if (!slots.includes(name))
        throw new Error(`precompile: parameter "${name}" shapes the query instead of being a value in it`);
    return { query, slots };
  }
}

/**
 * Builds and compiles a query once, on its first run, with placeholders for `params`; each later run only puts
 * the values in (no building, no plugins, no compiling). For statements of hot paths (every request, every
 * save). The builder must not depend on the values: each parameter may only be passed on as a value
 * (`where('id', '=', p.id)`, `${p.id}` in `sql`); a list goes as one array parameter (`= any(${p.ids})`), not
 * `in` (whose SQL depends on the length). A parameter the builder uses in any other way (a branch, a length,
 * JSON.stringify) is refused on the first run. The SQL is PostgreSQL's, the same for PGlite and PostgreSQL.
 *
 * ```ts
 * const byId = precompile((db, p: { org: number; id: number }) =>
 *   db.selectFrom('users').select('first_name').where('organization_id', '=', p.org).where('id', '=', p.id));
 * const user = await byId.executeTakeFirst(db, { org, id });
 * ```
 */
export function precompile<P extends Record<string, unknown>, O>(
  build: (db: Kysely<Database>, params: P) => Buildable<O>,
): PrecompiledQuery<P, O> {
  return new PrecompiledQuery(build);
}
