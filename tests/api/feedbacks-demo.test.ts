import { describe, expect, it } from 'vitest';
import { ensureDemoProcesses } from '../../src/server/db/seed/demo-processes';
import { client, expectStatus } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

async function demoPerson(email: string) {
  const user = await t.app.db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.subject', 'users.id', 'organizations.slug'])
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  return {
    id: user.id,
    headers: { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': user.slug },
  };
}

describe('demo processes', () => {
  it('the demo organization has MAFEG and EHG in every status, a PDC, an EDC, a PDP and a promotion', async () => {
    const rows = await t.app.db
      .selectFrom('processes')
      .innerJoin('organizations', 'organizations.id', 'processes.organization_id')
      .select(['processes.process_type', 'processes.status_id'])
      .where('organizations.slug', '=', 'demo')
      .execute();
    const statuses = (type: number) =>
      [...new Set(rows.filter((r) => r.process_type === type).map((r) => r.status_id))].sort();
    expect(statuses(1)).toEqual([100, 110, 120, 140, 150, 160, 170, 199]);
    expect(statuses(3)).toEqual([210, 220, 230, 250]);
    expect(statuses(5)).toEqual([300, 310, 320]);
    expect(statuses(6)).toEqual([520]);
    expect(statuses(2)).toEqual([120]);
    expect(statuses(4)).toEqual([410, 420, 430]);
    const talkrounds = await t.app.db.selectFrom('talkrounds').select('process_type').distinct().execute();
    expect(talkrounds.map((r) => r.process_type).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is idempotent, and the demo people see their processes through the API', async () => {
    const before = await t.app.db
      .selectFrom('processes')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await ensureDemoProcesses(t.app.db);
    const after = await t.app.db
      .selectFrom('processes')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const emil = await demoPerson('emil.employee@demo.example');
    const own = expectStatus(await client(t, emil.headers).get('/api/Feedbacks/list/recipient'), 200).json()
      .result;
    expect(
      own.map((p: { processType: number; statusId: number }) => `${p.processType}:${p.statusId}`).sort(),
    ).toEqual(['1:150', '1:170', '2:120'].sort());
    const complete = own.find((p: { statusId: number }) => p.statusId === 170);
    const documentation = complete.feedbacks.find((f: { feedbackType: number }) => f.feedbackType === 3);
    const view = expectStatus(
      await client(t, emil.headers).get(`/api/Feedbacks?feedbackId=${documentation.id}`),
      200,
    ).json();
    expect(view.values.comments.length).toBeGreaterThan(3);
    expect(view.feedback.status).toBe(300);

    const sara = await demoPerson('sara.supervisor@demo.example');
    const team = expectStatus(await client(t, sara.headers).get('/api/Feedbacks/list/hierarchy'), 200).json()
      .result;
    expect(team.length).toBeGreaterThanOrEqual(7);
  });
});
