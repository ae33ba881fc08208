import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { EmptyInListPlugin, holdsEmptyList } from './empty-in-list';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new EmptyInListPlugin()],
});

describe('EmptyInListPlugin', () => {
  it('answers an empty IN list with nothing and an empty NOT IN with everything', () => {
    const none = db.selectFrom('users').select('id').where('id', 'in', []).where('organization_id', '=', 1);
    expect(none.compile().sql).toBe('select "id" from "users" where 1 = 0 and "organization_id" = $1');
    const all = db.selectFrom('users').select('id').where('id', 'not in', []);
    expect(all.compile().sql).toBe('select "id" from "users" where 1 = 1');
  });

  it('finds an empty list deep in a query and leaves other queries as they are', () => {
    const raw = db.withoutPlugins();
    const inner = raw.selectFrom('feedbacks').select('process_id').where('donor_id', 'in', []);
    const deep = raw.selectFrom('processes').select('id').where('id', 'in', inner);
    expect(holdsEmptyList(deep.toOperationNode())).toBe(true);
    expect(db.selectFrom('processes').select('id').where('id', 'in', inner).compile().sql).toContain(
      'where 1 = 0',
    );

    const full = db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [1, 2])
      .where('roles', '=', JSON.stringify([]) as never);
    expect(holdsEmptyList(full.toOperationNode())).toBe(false);
    expect(full.compile().sql).toBe('select "id" from "users" where "id" in ($1, $2) and "roles" = $3');
  });

  it('does not look into the values of a query', () => {
    const node = db
      .insertInto('revoked_grants')
      .values({ grant_id: 'g', expires_at: new Date() })
      .toOperationNode();
    expect(holdsEmptyList(node)).toBe(false);
    expect(holdsEmptyList({ kind: 'ValueNode', value: { kind: 'ValueListNode', values: [] } })).toBe(false);
  });
});
