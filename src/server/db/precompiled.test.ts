import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { EmptyInListPlugin } from './empty-in-list';
import { PGliteDialect } from './pglite-dialect';
import { precompile } from './precompiled';

// the users table of the app's schema, reduced to what the tests read
type Db = Kysely<Database>;
let db: Db;

beforeAll(async () => {
  db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()), plugins: [new EmptyInListPlugin()] });
  await sql`create table users (id int primary key, organization_id int not null, first_name text not null,
    supervisor_id int)`.execute(db);
  await sql`insert into users values (1, 1, 'Anna', null), (2, 1, 'Ben', 1), (3, 2, 'Cleo', null),
    (4, 1, 'Dora', 1)`.execute(db);
}, 120_000); // PGlite starts slowly on a busy machine
afterAll(async () => db.destroy());

describe('precompile', () => {
  it('runs one compiled statement with the values of each call', async () => {
    let builds = 0;
    const byId = precompile((d, p: { org: number; id: number }) => {
      builds += 1;
      return d
        .selectFrom('users')
        .select(['id', 'first_name'])
        .where('organization_id', '=', p.org)
        .where('id', '=', p.id);
    });
    expect(await byId.executeTakeFirst(db, { org: 1, id: 2 })).toEqual({ id: 2, first_name: 'Ben' });
    expect(await byId.executeTakeFirst(db, { org: 2, id: 3 })).toEqual({ id: 3, first_name: 'Cleo' });
    // the organization still counts: another organization's row is not found
    expect(await byId.executeTakeFirst(db, { org: 1, id: 3 })).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('keeps the values written into the builder and takes a list as one array', async () => {
    const reports = precompile((d, p: { ids: number[] }) =>
      d
        .selectFrom('users')
        .select('first_name')
        .where('organization_id', '=', 1)
        .where(sql<boolean>`supervisor_id = any(${p.ids})`)
        .orderBy('id'),
    );
    expect(await reports.execute(db, { ids: [1] })).toEqual([{ first_name: 'Ben' }, { first_name: 'Dora' }]);
    expect(await reports.execute(db, { ids: [] })).toEqual([]);
    expect(reports.compile(db, { ids: [7] }).parameters).toEqual([1, [7]]);
  });

  it('compiles a sql template as well', async () => {
    const names = precompile(
      (_, p: { org: number; after: number }) =>
        sql<{ first_name: string }>`select first_name from users
          where organization_id = ${p.org} and id > ${p.after} order by id`,
    );
    expect(await names.execute(db, { org: 1, after: 1 })).toEqual([
      { first_name: 'Ben' },
      { first_name: 'Dora' },
    ]);
    expect(await names.execute(db, { org: 2, after: 0 })).toEqual([{ first_name: 'Cleo' }]);
  });

  it('runs in a transaction and writes with the values given', async () => {
    const rename = precompile((d, p: { id: number; name: string }) =>
      d.updateTable('users').set({ first_name: p.name }).where('id', '=', p.id).returning('first_name'),
    );
    await db.transaction().execute(async (trx) => {
      expect(await rename.execute(trx, { id: 4, name: 'Dorothea' })).toEqual([{ first_name: 'Dorothea' }]);
    });
    expect(await rename.execute(db, { id: 4, name: 'Dora' })).toEqual([{ first_name: 'Dora' }]);
  });

  it('refuses a parameter that shapes the query instead of being a value in it', async () => {
    const shaped = precompile((d, p: { ids: number[] }) =>
      d
        .selectFrom('users')
        .select('id')
        .where('id', 'in', p.ids.length > 0 ? p.ids : [0]),
    );
    await expect(shaped.execute(db, { ids: [1] })).rejects.toThrow(/"ids" shapes the query/);
  });
});
