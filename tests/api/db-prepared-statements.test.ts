import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericPlan, nameOf, PreparingPostgresDialect } from '../../src/server/db/prepared-statements';
import { createTestDatabase } from './helpers/test-database';

/**
 * The PostgreSQL connection layer (src/server/db/prepared-statements.ts): statements sent again go out named and
 * are prepared once per connection, at most `capacity` per connection, a broken plan heals, transactions keep
 * their guarantees with the begin written ahead. PostgreSQL only (API_TESTS_ON_POSTGRES=1).
 */
const onPostgres = process.env.API_TESTS_ON_POSTGRES === '1' && !!process.env.TEST_DATABASE_URL;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

describe.skipIf(!onPostgres)('prepared statements on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let db: AnyDb;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2, pipeline: true });
    db = new Kysely({ dialect: new PreparingPostgresDialect(pool, { capacity: 3, minUses: 2 }) });
    await sql`create table things (id int primary key, label text)`.execute(db);
    await sql`insert into things values (1, 'one'), (2, 'two'), (3, 'three')`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
  });

  /** The statements the server holds for this connection (a query without parameters: never named). */
  const preparedOn = async (conn: AnyDb) =>
    (
      await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(conn)
    ).rows.map((r) => r.name);

  it('prepares a statement on its second use, once per connection, and answers the same rows', async () => {
    await db.connection().execute(async (conn) => {
      const query = (id: number) => sql<{ label: string }>`select label from things where id = ${id}`;
      const text = query(1).compile(conn).sql;
      expect((await query(1).execute(conn)).rows).toEqual([{ label: 'one' }]);
      expect(await preparedOn(conn)).not.toContain(nameOf(text)); // first use: unnamed
      for (const id of [2, 3, 2]) {
        const { rows } = await query(id).execute(conn);
        expect(rows).toEqual([{ label: id === 2 ? 'two' : 'three' }]);
      }
      expect((await preparedOn(conn)).filter((n) => n === nameOf(text))).toEqual([nameOf(text)]);
    });
  });

  it('holds at most `capacity` statements per connection however many texts (IN lists) it sees', async () => {
    await db.connection().execute(async (conn) => {
      for (let length = 1; length <= 12; length++) {
        const ids = Array.from({ length }, (_, i) => i + 1);
        for (let round = 0; round < 2; round++) {
          const rows = await conn.selectFrom('things').select('id').where('id', 'in', ids).execute();
          expect(rows.length).toBe(Math.min(length, 3));
        }
      }
      // the retired ones are deallocated ahead of the next statement outside a transaction
      await sql`select ${1}::int as one`.execute(conn);
      expect((await preparedOn(conn)).length).toBeLessThanOrEqual(3);
    });
  });

  it('a statement whose cached plan broke (a column added) fails once and is prepared again', async () => {
    await sql`create table shapes (id int primary key)`.execute(db);
    await sql`insert into shapes values (1)`.execute(db);
    await db.connection().execute(async (conn) => {
      const read = () => sql<Record<string, unknown>>`select * from shapes where id = ${1}`.execute(conn);
      await read();
      expect((await read()).rows).toEqual([{ id: 1 }]);
      await sql`alter table shapes add column extra text default 'x'`.execute(conn);
      // PostgreSQL refuses the old plan once; the layer drops the statement instead of keeping a broken one
      const first = await read().then(
        (r) => r.rows,
        (error: Error) => error.message,
      );
      if (typeof first === 'string') expect(first).toMatch(/cached plan/);
      else expect(first).toEqual([{ id: 1, extra: 'x' }]);
      expect((await read()).rows).toEqual([{ id: 1, extra: 'x' }]);
      expect((await read()).rows).toEqual([{ id: 1, extra: 'x' }]);
    });
  });

  it('a statement marked genericPlan runs on a generic plan; the others keep the default', async () => {
    await db.connection().execute(async (conn) => {
      const marked = (id: number) =>
        sql<{ label: string }>`${genericPlan}select label from things where id = ${id}`.execute(conn);
      const plain = (id: number) => sql<{ label: string }>`select label from things where id = ${id} + 0`;
      for (const id of [1, 2, 3]) expect((await marked(id)).rows).toHaveLength(1);
      await expect(sql`select ${'x'}::int`.execute(conn)).rejects.toThrow(); // an error between them
      for (const id of [1, 2, 3]) expect((await plain(id).execute(conn)).rows).toHaveLength(1);
      const plans = await sql<{ name: string; generic_plans: number; custom_plans: number }>`
        select name, generic_plans::int, custom_plans::int from pg_prepared_statements`.execute(conn);
      const markedText = sql`${genericPlan}select label from things where id = ${1}`.compile(conn).sql;
      const of = (text: string) => plans.rows.find((r) => r.name === nameOf(text));
      expect(of(markedText)).toMatchObject({ custom_plans: 0 });
      expect(of(markedText)!.generic_plans).toBeGreaterThanOrEqual(2);
      expect(of(plain(1).compile(conn).sql)).toMatchObject({ generic_plans: 0 }); // the first five are custom
      const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(conn);
      expect(mode.rows).toEqual([{ plan_cache_mode: 'auto' }]);
    });
  });

  it('an error in a named statement leaves it usable', async () => {
    await db.connection().execute(async (conn) => {
      const divide = (by: number) => sql<{ q: number }>`select 10 / ${by}::int as q`.execute(conn);
      await divide(2);
      await divide(5);
      await expect(divide(0)).rejects.toThrow(/division by zero/);
      expect((await divide(5)).rows).toEqual([{ q: 2 }]);
    });
  });

  it('a transaction with its begin written ahead: one snapshot, commit keeps and rollback drops', async () => {
    const label = (id: number) =>
      db.selectFrom('things').select('label').where('id', '=', id).executeTakeFirst();
    const times = await db.transaction().execute(async (trx) => {
      const read = () => sql<{ at: Date }>`select now() + ${'0 s'}::interval as at`.execute(trx);
      const a = (await read()).rows[0]!.at;
      await trx.insertInto('things').values({ id: 10, label: 'ten' }).execute();
      const b = (await read()).rows[0]!.at;
      return [a.getTime(), b.getTime()];
    });
    expect(times[0]).toBe(times[1]); // now() is the transaction's start: both reads ran in one transaction
    expect(await label(10)).toEqual({ label: 'ten' });

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('things').values({ id: 11, label: 'eleven' }).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await label(11)).toBeUndefined();

    // a transaction that fails in its first statement rolls back and leaves the connection usable
    for (let i = 0; i < 3; i++)
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('things').values({ id: 1, label: 'duplicate' }).execute();
        }),
      ).rejects.toThrow(/duplicate key/);
    expect(await label(1)).toEqual({ label: 'one' });

    // a transaction without a statement
    await db.transaction().execute(async () => {});
    expect(await label(2)).toEqual({ label: 'two' });
  });

  it('simultaneous transactions locking one row run one after the other', async () => {
    await sql`create table counters (id int primary key, n int not null)`.execute(db);
    await sql`insert into counters values (1, 0)`.execute(db);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (trx) => {
          const { n } = await trx
            .selectFrom('counters')
            .select('n')
            .where('id', '=', 1)
            .forUpdate()
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('counters')
            .set({ n: n + 1 })
            .where('id', '=', 1)
            .execute();
        }),
      ),
    );
    const { n } = await db.selectFrom('counters').select('n').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(n).toBe(20);
  });
});
