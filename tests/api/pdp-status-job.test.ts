import { describe, expect, it } from 'vitest';
import { addDays, addMonths, civilDateIn } from '../../src/engine/calendar';
import { syncPdpStatuses } from '../../src/server/features/pdp/status-job';
import { client, expectStatus } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';
import { buildPdpOrg, createPdp } from './pdp-helpers';

const { t } = useTestApp();

const statusOf = async (processId: number) =>
  (
    await t.app.db
      .selectFrom('processes')
      .select('status_id')
      .where('id', '=', processId)
      .executeTakeFirstOrThrow()
  ).status_id;

describe('PDP status job', () => {
  it('moves open PDPs as time passes: 120 -> 199 after the review, 110 after six months; closed ones stay', async () => {
    const org = await buildPdpOrg(t);
    const pdp = await createPdp(t, org.employee);
    const closed = await createPdp(t, org.supervisor, org.peer.user.id);
    const review = addDays(civilDateIn(new Date(), 'Europe/Berlin'), 10);
    for (const processId of [pdp.processId, closed.processId])
      expectStatus(
        await client(t, org.supervisor).post('/api/Pdp/SetReviewDate', {
          processId,
          reviewDate: `${review}T10:00:00.000Z`,
        }),
        200,
      );
    expectStatus(
      await client(t, org.admin).post('/api/Feedbacks/close', { processId: closed.processId, reasonId: 2 }),
      200,
    );
    expect(await statusOf(pdp.processId)).toBe(120);

    expect(await syncPdpStatuses(t.pdp, new Date(`${review}T09:00:00Z`))).toBe(0);
    expect(await statusOf(pdp.processId)).toBe(120);

    await syncPdpStatuses(t.pdp, new Date(`${addDays(review, 1)}T09:00:00Z`));
    expect(await statusOf(pdp.processId)).toBe(199);

    await syncPdpStatuses(t.pdp, new Date(`${addMonths(review, 6)}T12:00:00Z`));
    expect(await statusOf(pdp.processId)).toBe(199);
    await syncPdpStatuses(t.pdp, new Date(`${addDays(addMonths(review, 6), 1)}T12:00:00Z`));
    expect(await statusOf(pdp.processId)).toBe(110);

    expect(await statusOf(closed.processId)).toBe(999);
    const events = await t.app.db
      .selectFrom('process_events')
      .select(['kind', 'from_status', 'to_status'])
      .where('process_id', '=', pdp.processId)
      .where('kind', '=', 'statusSet')
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { kind: 'statusSet', from_status: 120, to_status: 199 },
      { kind: 'statusSet', from_status: 199, to_status: 110 },
    ]);
  });
});
