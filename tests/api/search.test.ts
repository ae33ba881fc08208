import { describe, expect, it } from 'vitest';
import type { FulltextResults } from '../../src/engine/api/search';
import {
  buildProcessOrg,
  client,
  createProcess,
  expectStatus,
  type Person,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

const MAFEG = 1;
const EHG = 3;

const search = async (who: Person, keyword: string) =>
  (
    expectStatus(
      await client(t, who).get(`/api/fulltextsearch/${encodeURIComponent(keyword)}`),
      200,
    ).json() as FulltextResults
  ).results;

describe('GET /fulltextsearch/{keyword}', () => {
  it('refuses a missing sign-in (401), keywords under two characters (400) and over 100 (414)', async () => {
    const o = await buildProcessOrg(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/fulltextsearch/south' })).statusCode).toBe(401);
    for (const keyword of ['a', '%20%20'])
      expect((await client(t, o.employee).get(`/api/fulltextsearch/${keyword}`)).statusCode).toBe(400);
    // the router's limit on a path parameter (100 characters) answers first
    const long = await client(t, o.employee).get(`/api/fulltextsearch/${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(414);
  });

  it('finds comments and table cells only in feedbacks the caller may read now', async () => {
    const o = await buildProcessOrg(t);
    const ehg = await createProcess(t, o.supervisor, o.employee.user.id, EHG);
    const doc = ehg.feedbackOf(3);
    const supervisor = client(t, o.supervisor);
    const comment = 'Own the key accounts of the South region from spring on';
    expectStatus(
      await supervisor.post('/api/FeedbackComments', {
        feedbackId: doc,
        elementId: 'e-expect',
        itemId: null,
        comment,
      }),
      200,
    );

    const [hit] = await search(o.supervisor, 'south REGION');
    expect(hit).toMatchObject({
      feedbackId: doc,
      processType: EHG,
      feedbackType: 3,
      recipient: { id: o.employee.user.id },
      donor: { id: o.supervisor.user.id },
      elementId: 'e-expect',
      excerpt: comment,
    });
    // the employee may not read the draft documentation; the peer and the outsider never
    expect(await search(o.employee, 'south')).toEqual([]);
    expect(await search(o.peer, 'south')).toEqual([]);
    expect(await search(o.colleague, 'south')).toEqual([]);
    // LIKE wildcards in the keyword are taken literally
    expect(await search(o.supervisor, '%_')).toEqual([]);

    const mafeg = await createProcess(t, o.supervisor, o.employee.user.id, MAFEG);
    const self = mafeg.feedbackOf(1);
    const row = {
      feedbackId: self,
      elementId: 's-projects',
      rowId: 'r1',
      index: 0,
      cells: { project: 'Zeppelin CRM rollout' },
    };
    expectStatus(await client(t, o.employee).post('/api/FeedbackTableItem', row), 200);
    expect((await search(o.employee, 'zeppelin')).map((h) => [h.feedbackId, h.elementId])).toEqual([
      [self, 's-projects'],
    ]);
    expect(await search(o.peer, 'zeppelin')).toEqual([]);
  });

  it("never searches another organization's answers", async () => {
    const a = await buildProcessOrg(t);
    const b = await buildProcessOrg(t);
    const ehg = await createProcess(t, a.supervisor, a.employee.user.id, EHG);
    const body = {
      feedbackId: ehg.feedbackOf(3),
      elementId: 'e-expect',
      itemId: null,
      comment: 'Quokka budget',
    };
    expectStatus(await client(t, a.supervisor).post('/api/FeedbackComments', body), 200);
    expect(await search(a.supervisor, 'quokka')).toHaveLength(1);
    expect(await search(b.supervisor, 'quokka')).toEqual([]);
    expect(await search(b.admin, 'quokka')).toEqual([]);
  });
});
