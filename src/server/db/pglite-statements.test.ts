import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nameOf } from './prepared-statements';
import { PGliteDialect } from './pglite-dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

let pglite: PGlite;
let db: AnyDb;
/** the same database through `pglite.query`, as without prepared statements */
let plain: AnyDb;

beforeAll(async () => {
  pglite = new PGlite();
  db = new Kysely({ dialect: new PGliteDialect(pglite, { capacity: 4 }) });
  plain = new Kysely({ dialect: new PGliteDialect(pglite, { prepare: false }) });
  await sql`create table things (id int8 primary key, amount numeric, at timestamptz, doc jsonb, data bytea,
    tags text[], done bool)`.execute(db);
  await sql`insert into things values (1, 1.50, '2024-01-02T03:04:05Z', '{"x": [1]}', '\\x0102ff', '{a,"b,c"}', true),
    (2, null, null, null, null, null, false), (3, 3, null, '[]', null, '{}', false)`.execute(db);
}, 120_000); // PGlite starts slowly on a busy machine
afterAll(async () => {
  await db.destroy();
  await pglite.close();
});

/** The named statements the database holds, with how often each ran. */
const prepared = async () =>
  (
    await pglite.query<{ name: string; runs: number; prepare_time: Date }>(
      'select name, generic_plans + custom_plans as runs, prepare_time from pg_prepared_statements order by name',
    )
  ).rows;

const byIdOrTag = (conn: AnyDb, id: number, tag: string) =>
  sql<Record<string, unknown>>`select *, ${id}::int + 1 as next, ${[id, 7]}::int[] as pair
    from things where id = ${id} or ${tag} = any(tags) order by id`.execute(conn);

describe('PGlite prepared statements', () => {
  it('answers the rows and counts pglite.query answers, types included', async () => {
    for (const [id, tag] of [
      [1, 'none'],
      [2, 'a'],
      [3, 'b,c'],
      [1, 'a'],
    ] as const) {
      const ours = await byIdOrTag(db, id, tag);
      expect(ours).toEqual(await byIdOrTag(plain, id, tag));
    }
    const first = (await byIdOrTag(db, 1, 'none')).rows[0]!;
    expect(first).toMatchObject({ id: 1, amount: '1.50', doc: { x: [1] }, tags: ['a', 'b,c'], done: true });
    expect(first.at).toEqual(new Date('2024-01-02T03:04:05Z'));
    expect(first.data).toEqual(new Uint8Array([1, 2, 255]));
    const write = (conn: AnyDb, done: boolean) =>
      sql`update things set done = ${done} where id > ${1}`.execute(conn);
    for (const conn of [db, db, plain]) expect((await write(conn, false)).numAffectedRows).toBe(2n);
  });

  it('prepares a text on its second use and then only binds and executes it, one message per run', async () => {
    const query = (id: number) => sql<{ id: number }>`select id from things where id >= ${id} order by id`;
    const name = nameOf(query(1).compile(db).sql);
    expect((await query(1).execute(db)).rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect((await prepared()).map((p) => p.name)).not.toContain(name); // first use: unnamed
    expect((await query(2).execute(db)).rows.map((r) => r.id)).toEqual([2, 3]);
    const once = (await prepared()).find((p) => p.name === name)!;
    expect(once.runs).toBe(1);

    const messages = vi.spyOn(pglite, 'execProtocolStream');
    try {
      expect((await query(3).execute(db)).rows.map((r) => r.id)).toEqual([3]);
      expect((await query(4).execute(db)).rows).toEqual([]);
      expect(messages).toHaveBeenCalledTimes(2);
    } finally {
      messages.mockRestore();
    }
    const later = (await prepared()).find((p) => p.name === name)!;
    // the same statement ran twice more: not parsed again
    expect(later.runs).toBe(3);
    expect(later.prepare_time).toEqual(once.prepare_time);
  });

  it('holds at most `capacity` statements however many texts (IN lists) it sees', async () => {
    for (let length = 1; length <= 8; length++) {
      const ids = Array.from({ length }, (_, i) => i + 1);
      for (let round = 0; round < 2; round++) {
        const rows = await db.selectFrom('things').select('id').where('id', 'in', ids).execute();
        expect(rows.length).toBe(Math.min(length, 3));
      }
    }
    expect((await prepared()).length).toBeLessThanOrEqual(4);
  });

  it('keeps statements prepared in a rolled-back transaction and rolls back as before', async () => {
    const label = (id: number) => sql<{ done: boolean }>`select done from things where id = ${id}`;
    await expect(
      db.transaction().execute(async (tx) => {
        await sql`update things set done = ${true} where id = ${3}`.execute(tx);
        for (const id of [3, 3]) expect((await label(id).execute(tx)).rows).toEqual([{ done: true }]);
        await sql`select ${1}::int / 0`.execute(tx);
      }),
    ).rejects.toMatchObject({ code: '22012', query: 'select $1::int / 0' });
    expect((await label(3).execute(db)).rows).toEqual([{ done: false }]);
    expect((await prepared()).map((p) => p.name)).toContain(nameOf(label(3).compile(db).sql));
  });

  it('prepares a statement again when a column changes its rows; inside a transaction the error stands', async () => {
    await sql`create table notes (id int primary key, body text)`.execute(db);
    await sql`insert into notes values (1, 'one'), (2, 'two')`.execute(db);
    const note = (id: number) => sql<Record<string, unknown>>`select * from notes where id = ${id}`;
    for (const id of [1, 2])
      expect((await note(id).execute(db)).rows).toEqual([{ id, body: id === 1 ? 'one' : 'two' }]);

    await sql`alter table notes add column pinned bool not null default false`.execute(db);
    expect((await note(1).execute(db)).rows).toEqual([{ id: 1, body: 'one', pinned: false }]);

    await sql`alter table notes add column color text`.execute(db);
    await expect(db.transaction().execute(async (tx) => note(2).execute(tx))).rejects.toMatchObject({
      code: '0A000',
    });
    const healed = await db.transaction().execute(async (tx) => note(2).execute(tx));
    expect(healed.rows).toEqual([{ id: 2, body: 'two', pinned: false, color: null }]);
  });
});
