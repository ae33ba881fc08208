import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Dialect,
  type Driver,
  type Kysely,
} from 'kysely';

/** A Kysely dialect that speaks PostgreSQL through the driver its subclass makes (PGlite, or a pg pool). */
export abstract class PostgresDialect implements Dialect {
  abstract createDriver(): Driver;
  createAdapter() {
    return new PostgresAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
