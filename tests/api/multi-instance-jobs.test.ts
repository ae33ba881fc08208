import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, civilDateIn } from '../../src/engine/calendar';
import { buildServer, type BuiltServer } from '../../src/server/app';
import { syncPdpStatuses } from '../../src/server/features/pdp/status-job';
import { client, expectStatus } from './helpers/process-factories';
import { startTestApp, type TestApp } from './helpers/test-app';
import { buildPdpOrg, createPdp } from './pdp-helpers';

// Issue 21 item 2: every instance runs every scheduled job; each due item is still acted on once. Here the PDP
// status job of two instances on one database runs at the same moment over the same PDPs.

let t: TestApp;
let second: BuiltServer;
let secondDir: string;

beforeAll(async () => {
  t = await startTestApp();
  secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dpt-instance-'));
  // the second instance: its own pool on PostgreSQL, the same in-memory handle on PGlite
  second = await buildServer(
    { ...t.config, dataDir: secondDir },
    {
      logger: false,
      ...(t.config.databaseUrl
        ? {}
        : { database: { db: t.app.db, kind: 'pglite' as const, close: async () => {} } }),
    },
  );
  await second.app.ready();
}, 120_000);

afterAll(async () => {
  await second?.app.close();
  fs.rmSync(secondDir, { recursive: true, force: true });
  await t?.close();
});

describe('scheduled jobs on two instances', () => {
  it('moves each PDP once when both instances run the status job at the same time', async () => {
    const org = await buildPdpOrg(t);
    const pdps = [await createPdp(t, org.employee), await createPdp(t, org.supervisor, org.peer.user.id)];
    const review = addDays(civilDateIn(new Date(), 'Europe/Berlin'), 10);
    for (const { processId } of pdps)
      expectStatus(
        await client(t, org.supervisor).post('/api/Pdp/SetReviewDate', {
          processId,
          reviewDate: `${review}T10:00:00.000Z`,
        }),
        200,
      );
    const later = new Date(`${addDays(review, 1)}T09:00:00Z`);
    await Promise.all([syncPdpStatuses(t.pdp, later), syncPdpStatuses(second.pdp, later)]);

    for (const { processId } of pdps) {
      const events = await t.app.db
        .selectFrom('process_events')
        .select(['from_status', 'to_status'])
        .where('process_id', '=', processId)
        .where('kind', '=', 'statusSet')
        .execute();
      expect(events).toEqual([{ from_status: 120, to_status: 199 }]);
    }
  });
});
