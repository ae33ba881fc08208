import { describe, expect, it } from 'vitest';
import { PROCESS_TYPES } from '../../src/engine/constants';
import type { WorkflowSettings } from '../../src/engine/workflows';
import { buildPromotionOrg, client, expectStatus, type ProcessOrg } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';
import { buildPdpOrg } from './pdp-helpers';

/**
 * A create refused in its second step leaves nothing behind: the nomination's career data of
 * addPromotionUser and the read-back of Pdp/create run inside the create transaction.
 */
const { t } = useTestApp({ config: { seedDemoData: false } });

const processesOf = (o: ProcessOrg, processType: number) =>
  t.app.db
    .selectFrom('processes')
    .select('id')
    .where('organization_id', '=', o.org.id)
    .where('process_type', '=', processType)
    .execute();

describe('POST /careerDevelopment/addPromotionUser', () => {
  it('creates nothing when the creator may not fill in the nomination', async () => {
    const o = await buildPromotionOrg(t);
    // HR creates promotions (administrator) but the nomination is the supervisor's to write
    const res = await client(t, o.admin).post('/api/careerDevelopment/addPromotionUser', {
      userId: o.employee.user.id,
      careerPath: 1,
      data: 'Hat das Team geführt.',
    });
    expect(res.statusCode).toBe(403);
    expect(await processesOf(o, PROCESS_TYPES.PROMOTION)).toEqual([]);
    // without career data the same creator creates it; the supervisor's nomination with data is stored at once
    expectStatus(
      await client(t, o.admin).post('/api/careerDevelopment/addPromotionUser', {
        userId: o.employee.user.id,
      }),
      201,
    );
    const peer = await client(t, o.supervisor).post('/api/careerDevelopment/addPromotionUser', {
      userId: o.peer.user.id,
      careerPath: 1,
      data: 'Übernimmt Verantwortung.',
    });
    const { processId } = expectStatus(peer, 201).json() as { processId: number };
    const career = expectStatus(
      await client(t, o.admin).get(`/api/careerDevelopment/getCareerData/${processId}`),
      200,
    ).json() as { data?: string; careerData?: { data?: string } };
    expect(JSON.stringify(career)).toContain('Übernimmt Verantwortung.');
  });
});

describe('POST /Pdp/create', () => {
  it('creates nothing when the creator could not read the new plan', async () => {
    const o = await buildPdpOrg(t);
    // a PDP workflow in which the employee creates their plan but may not read it
    const row = await t.app.db
      .selectFrom('workflows')
      .select(['id', 'settings'])
      .where('organization_id', '=', o.org.id)
      .where('process_type', '=', PROCESS_TYPES.PDP)
      .executeTakeFirstOrThrow();
    const settings = row.settings as WorkflowSettings;
    const unreadable = { ...settings, userAccess: settings.userAccess.filter((a) => a.donorRole !== 10) };
    await t.app.db
      .updateTable('workflows')
      .set({ settings: JSON.stringify(unreadable) })
      .where('id', '=', row.id)
      .execute();
    t.app.organizationConfig.forget(o.org.id);
    const res = await client(t, o.employee).post('/api/Pdp/create', {});
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PDP_FORBIDDEN');
    expect(await processesOf(o, PROCESS_TYPES.PDP)).toEqual([]);
    // the supervisor, who reads it, creates the employee's plan
    expectStatus(
      await client(t, o.supervisor).post('/api/Pdp/create', { recipientId: o.employee.user.id }),
      201,
    );
    expect(await processesOf(o, PROCESS_TYPES.PDP)).toHaveLength(1);
  });
});
