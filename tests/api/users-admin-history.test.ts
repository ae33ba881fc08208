import { describe, expect, it } from 'vitest';
import { recordUserChanges, wouldCreateSupervisorCycle } from '../../src/server/employees';
import { buildOrg, buildUser } from './helpers/factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp({ config: { seedDemoData: false } });

describe('wouldCreateSupervisorCycle', () => {
  it('finds the user in the new supervisor line, or the user as its own supervisor', async () => {
    const db = t.app.db;
    const org = await buildOrg(db);
    const top = await buildUser(db, { organizationId: org.id });
    const middle = await buildUser(db, { organizationId: org.id, supervisorId: top.id });
    const bottom = await buildUser(db, { organizationId: org.id, supervisorId: middle.id });
    const other = await buildUser(db, { organizationId: org.id });

    expect(await wouldCreateSupervisorCycle(db, org.id, top.id, bottom.id)).toBe(true);
    expect(await wouldCreateSupervisorCycle(db, org.id, middle.id, bottom.id)).toBe(true);
    expect(await wouldCreateSupervisorCycle(db, org.id, top.id, top.id)).toBe(true);
    expect(await wouldCreateSupervisorCycle(db, org.id, bottom.id, top.id)).toBe(false);
    expect(await wouldCreateSupervisorCycle(db, org.id, top.id, other.id)).toBe(false);
    expect(await wouldCreateSupervisorCycle(db, org.id, top.id, null)).toBe(false);
  });

  it('ends on a cycle already in the data and stays in the organization', async () => {
    const db = t.app.db;
    const org = await buildOrg(db);
    const a = await buildUser(db, { organizationId: org.id });
    const b = await buildUser(db, { organizationId: org.id, supervisorId: a.id });
    await db.updateTable('users').set({ supervisor_id: b.id }).where('id', '=', a.id).execute();
    const outsider = await buildUser(db, { organizationId: org.id });
    expect(await wouldCreateSupervisorCycle(db, org.id, outsider.id, a.id)).toBe(false);

    const otherOrg = await buildOrg(db);
    expect(await wouldCreateSupervisorCycle(db, otherOrg.id, a.id, b.id)).toBe(false);
  });
});

describe('recordUserChanges', () => {
  it('writes one row per change within the transaction, and nothing when it rolls back', async () => {
    const db = t.app.db;
    const user = await buildUser(db);
    const changes = [
      { field: 'position' as const, previous: 'Tester', next: 'Lead' },
      { field: 'supervisorId' as const, previous: null, next: 42 },
      { field: 'isApiUpdateLocked' as const, previous: false, next: true },
    ];
    const record = {
      organizationId: user.organization_id,
      userId: user.id,
      changes,
      source: 'provisioning' as const,
      changedBy: null,
      impersonatedBy: null,
      applied: false,
    };
    await expect(
      db.transaction().execute(async (trx) => {
        await recordUserChanges(trx, record);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const none = await db.selectFrom('user_history').selectAll().where('user_id', '=', user.id).execute();
    expect(none).toEqual([]);

    await db.transaction().execute((trx) => recordUserChanges(trx, record));
    const rows = await db
      .selectFrom('user_history')
      .select(['field', 'previous_value', 'new_value', 'source', 'changed_by', 'applied'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        field: 'position',
        previous_value: 'Tester',
        new_value: 'Lead',
        source: 'provisioning',
        changed_by: null,
        applied: false,
      },
      {
        field: 'supervisorId',
        previous_value: null,
        new_value: '42',
        source: 'provisioning',
        changed_by: null,
        applied: false,
      },
      {
        field: 'isApiUpdateLocked',
        previous_value: 'false',
        new_value: 'true',
        source: 'provisioning',
        changed_by: null,
        applied: false,
      },
    ]);
  });
});
