import { describe, expect, it, vi } from 'vitest';
import type { AddedPromotion, PromotionList, Positions } from '../../src/engine/api/promotions';
import { buildUser } from './helpers/factories';
import {
  buildPromotionOrg,
  buildTalkround,
  client,
  expectStatus,
  type ProcessOrg,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp({ config: { seedDemoData: false } });

const PROMOTION = 4;

/** Adds the employee as a promotion user; the nomination feedback is there (the org has its questionnaire). */
async function addPromotion(o: ProcessOrg, career: Record<string, unknown> = {}) {
  const res = await client(t, o.supervisor).post('/api/careerDevelopment/addPromotionUser', {
    userId: o.employee.user.id,
    ...career,
  });
  const { processId, feedbackId } = expectStatus(res, 201).json<AddedPromotion>();
  if (feedbackId === null) throw new Error('addPromotionUser created no nomination feedback');
  return { processId, feedbackId };
}

const careerOf = async (o: ProcessOrg, processId: number) =>
  expectStatus(await client(t, o.admin).get(`/api/careerDevelopment/getCareerData/${processId}`), 200).json();

describe('GET /CareerDevelopment/GetPositions', () => {
  it('401 without a token; the catalogue with the date rule of each level', async () => {
    const o = await buildPromotionOrg(t);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/CareerDevelopment/GetPositions',
      headers: { 'x-organization': o.org.slug },
    });
    expect(anonymous.statusCode).toBe(401);
    const first = expectStatus(await client(t, o.employee).get('/api/CareerDevelopment/GetPositions'), 200);
    const positions = first.json<Positions>().positions;
    const rule = (key: string) => positions.find((p) => p.key === key)?.dateRule;
    expect(rule('key-account-manager')).toBe('monthly');
    expect(rule('senior-key-account-manager')).toBe('aprilOctober');
    expect(rule('team-lead-sales')).toBe('aprilOctober');
    expect(rule('sales-expert')).toBe('aprilOctober');
    const again = await client(t, o.admin).get('/api/careerDevelopment/GetPositions');
    expect(again.json().positions).toEqual(positions);
  });
});

describe('POST /careerDevelopment/addPromotionUser', () => {
  it('401, 400 naming the field, 404 for another organization, 403 for someone not a creator', async () => {
    const o = await buildPromotionOrg(t);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/careerDevelopment/addPromotionUser',
      headers: { 'x-organization': o.org.slug },
      payload: { userId: o.employee.user.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await client(t, o.supervisor).post('/api/careerDevelopment/addPromotionUser', {
      userId: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/body/userId');
    const stranger = await buildUser(t.app.db);
    const other = await client(t, o.supervisor).post('/api/careerDevelopment/addPromotionUser', {
      userId: stranger.id,
    });
    expect(other.statusCode).toBe(404);
    const peer = await client(t, o.peer).post('/api/careerDevelopment/addPromotionUser', {
      userId: o.employee.user.id,
    });
    expect(peer.statusCode).toBe(403);
    expect(peer.json().code).toBe('NOT_A_PROCESS_CREATOR');
  });

  it('refuses a date the rules do not allow and stores nothing', async () => {
    const o = await buildPromotionOrg(t);
    const res = await client(t, o.supervisor).post('/api/careerDevelopment/addPromotionUser', {
      userId: o.employee.user.id,
      careerPath: 2,
      targetPosition: 'Teamleitung Vertrieb',
      targetDate: '2030-05-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PROMOTION_DATE_NOT_ALLOWED', dateRule: 'aprilOctober' });
    expect(res.json().allowedDates.every((d: string) => /-(04|10)-01$/.test(d))).toBe(true);
    const list = await client(t, o.admin).get('/api/promotions');
    expect(list.json().result).toEqual([]);
  });

  it('creates the process with its career data in the next promotion round and publishes PromotionProcessAdded', async () => {
    const o = await buildPromotionOrg(t);
    const round = await buildTalkround(t.app.db, o.org.id, {
      processType: PROMOTION,
      name: 'Beförderung 1.4.2099',
      startDate: '2099-01-31',
      endDate: '2099-04-01',
    });
    const publish = vi.spyOn(t.app.hubs, 'publish');
    const added = await addPromotion(o, {
      careerPath: 2,
      developmentType: 1,
      targetPosition: 'Team Lead Sales',
      targetDate: '2099-04-01',
      data: 'Führt bereits zwei Nachwuchskräfte.',
    });
    expect(publish).toHaveBeenCalledWith(
      expect.objectContaining({
        hub: 'promotions',
        target: 'PromotionProcessAdded',
        organizationId: o.org.id,
        args: [{ processId: added.processId, recipientId: o.employee.user.id }],
      }),
    );
    publish.mockRestore();
    const career = await careerOf(o, added.processId);
    expect(career).toMatchObject({
      statusId: 410,
      confirmed: null,
      hardfactsState: 0,
      elementId: 'career',
      dateRule: 'aprilOctober',
      dateAllowed: true,
      careerData: {
        careerPath: 2,
        developmentType: 1,
        targetPosition: 'Team Lead Sales',
        targetDate: '2099-04-01',
      },
    });
    const list = (await client(t, o.admin).get('/api/promotions')).json().result;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ processId: added.processId, talkround: 'Beförderung 1.4.2099' });
    const process = await t.app.db
      .selectFrom('processes')
      .select('talkround_id')
      .where('id', '=', added.processId)
      .executeTakeFirstOrThrow();
    expect(process.talkround_id).toBe(round.id);
  });
});

describe('POST /CareerDevelopment: the date rules', () => {
  const save = (o: ProcessOrg, feedbackId: number, record: Record<string, unknown>) =>
    client(t, o.supervisor).post('/api/CareerDevelopment', { feedbackId, elementId: 'career', ...record });

  it('allows leadership, expert and senior professional promotions only on 1 April and 1 October', async () => {
    const o = await buildPromotionOrg(t);
    const { processId, feedbackId } = await addPromotion(o);
    const leadership = { careerPath: 2, targetPosition: 'Teamleitung Vertrieb' };
    const refused = await save(o, feedbackId, { ...leadership, targetDate: '2031-03-31' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PROMOTION_DATE_NOT_ALLOWED');
    expect((await careerOf(o, processId)).careerData.targetDate).toBeNull();
    expectStatus(await save(o, feedbackId, { ...leadership, targetDate: '2031-04-01' }), 200);
    expectStatus(await save(o, feedbackId, { ...leadership, targetDate: '2031-10-01' }), 200);
    expect((await save(o, feedbackId, { ...leadership, targetDate: '2031-04-02' })).statusCode).toBe(400);
    const senior = { careerPath: 2, targetPosition: 'Senior Key Account Manager', targetDate: '2031-05-01' };
    const seniorRefused = await save(o, feedbackId, { ...senior, careerPath: 2 });
    expect(seniorRefused.json().code).toBe('PROMOTION_DATE_NOT_ALLOWED');
    const expert = await save(o, feedbackId, {
      careerPath: 2,
      targetPosition: 'Sales Expert',
      targetDate: '2031-06-01',
    });
    expect(expert.statusCode).toBe(400);
    // nothing of the refused saves was stored
    expect((await careerOf(o, processId)).careerData).toMatchObject({
      targetPosition: 'Teamleitung Vertrieb',
      targetDate: '2031-10-01',
    });
  });

  it('allows other positions on the first of every month, and an unknown leadership position only on the two dates', async () => {
    const o = await buildPromotionOrg(t);
    const { processId, feedbackId } = await addPromotion(o);
    const kam = { careerPath: 1, targetPosition: 'Key Account Manager' };
    expectStatus(await save(o, feedbackId, { ...kam, targetDate: '2031-03-01' }), 200);
    expectStatus(await save(o, feedbackId, { ...kam, targetDate: '2031-04-01' }), 200);
    const mid = await save(o, feedbackId, { ...kam, targetDate: '2031-03-31' });
    expect(mid.json()).toMatchObject({ code: 'PROMOTION_DATE_NOT_ALLOWED', dateRule: 'monthly' });
    const past = await save(o, feedbackId, { ...kam, targetDate: '2020-04-01' });
    expect(past.json().code).toBe('PROMOTION_DATE_IN_PAST');
    const invalid = await save(o, feedbackId, { ...kam, targetDate: '2031-02-30' });
    expect(invalid.json().code).toBe('INVALID_DATE');
    const unknown = await save(o, feedbackId, {
      careerPath: 2,
      targetPosition: 'Leitung Sonderprojekte',
      targetDate: '2032-02-01',
    });
    expect(unknown.statusCode).toBe(400);
    expect((await careerOf(o, processId)).careerData).toMatchObject({ targetDate: '2031-04-01' });
  });

  it('overwrites the entries of another career path only when told', async () => {
    const o = await buildPromotionOrg(t);
    const { processId, feedbackId } = await addPromotion(o);
    expectStatus(
      await save(o, feedbackId, {
        careerPath: 2,
        targetPosition: 'Teamleitung Vertrieb',
        targetDate: '2031-04-01',
        data: 'Führung',
      }),
      200,
    );
    const untold = await save(o, feedbackId, { careerPath: 3 });
    expect(untold.statusCode).toBe(409);
    expect(untold.json()).toMatchObject({ code: 'CAREER_PATH_CHANGE_NOT_CONFIRMED', storedCareerPath: 2 });
    expect((await careerOf(o, processId)).careerData.careerPath).toBe(2);
    expectStatus(await save(o, feedbackId, { careerPath: 3, overwrite: true }), 200);
    expect((await careerOf(o, processId)).careerData).toEqual({
      careerPath: 3,
      developmentType: null,
      targetPosition: null,
      targetDate: null,
      data: null,
    });
  });

  it('401, 400, 404 for another organization, 403 outside the hierarchy and without write access', async () => {
    const o = await buildPromotionOrg(t);
    const { feedbackId } = await addPromotion(o);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/CareerDevelopment',
      headers: { 'x-organization': o.org.slug },
      payload: { feedbackId, elementId: 'career' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await save(o, feedbackId, { careerPath: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/body/careerPath');
    const other = await buildPromotionOrg(t);
    const foreign = await client(t, other.admin).post('/api/CareerDevelopment', {
      feedbackId,
      elementId: 'career',
      careerPath: 1,
    });
    expect(foreign.statusCode).toBe(404);
    const peer = await client(t, o.peer).post('/api/CareerDevelopment', {
      feedbackId,
      elementId: 'career',
      careerPath: 1,
    });
    expect(peer.statusCode).toBe(403);
    // the pre-supervisor sees the nomination but the workflow gives only the direct supervisor write access
    const pre = await client(t, o.preSupervisor).post('/api/CareerDevelopment', {
      feedbackId,
      elementId: 'career',
      careerPath: 1,
    });
    expect(pre.statusCode).toBe(403);
  });
});

describe('GET /promotions and getCareerData: who sees what', () => {
  it('HR sees all, supervisors their hierarchy, nobody another organization', async () => {
    const o = await buildPromotionOrg(t);
    const { processId } = await addPromotion(o);
    const ids = async (who: ProcessOrg['admin']) =>
      expectStatus(await client(t, who).get('/api/promotions'), 200)
        .json<PromotionList>()
        .result.map((p) => p.processId);
    expect(await ids(o.admin)).toEqual([processId]);
    expect(await ids(o.supervisor)).toEqual([processId]);
    expect(await ids(o.head)).toEqual([processId]);
    expect(await ids(o.peer)).toEqual([]);
    expect(await ids(o.employee)).toEqual([]);
    const other = await buildPromotionOrg(t);
    expect(await ids(other.admin)).toEqual([]);
    const foreign = await client(t, other.admin).get(`/api/careerDevelopment/getCareerData/${processId}`);
    expect(foreign.statusCode).toBe(404);
    const colleague = await client(t, o.colleague).get(`/api/careerDevelopment/getCareerData/${processId}`);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().code).toBe('NO_PROMOTION_ACCESS');
    const badId = await client(t, o.admin).get('/api/careerDevelopment/getCareerData/abc');
    expect(badId.statusCode).toBe(400);
  });

  it('getComparisonCareerData lists the career data of the process by process or feedback', async () => {
    const o = await buildPromotionOrg(t);
    const { processId, feedbackId } = await addPromotion(o, { careerPath: 1, developmentType: 0 });
    const none = await client(t, o.admin).get('/api/careerDevelopment/getComparisonCareerData');
    expect(none.json().code).toBe('PROCESS_OR_FEEDBACK_REQUIRED');
    const byProcess = await client(t, o.supervisor).get(
      `/api/careerDevelopment/getComparisonCareerData?processId=${processId}`,
    );
    expect(byProcess.json().result).toEqual([
      { feedbackId, feedbackType: 3, elementId: 'career', careerPath: 1, developmentType: 0 },
    ]);
    const byFeedback = await client(t, o.admin).get(
      `/api/careerDevelopment/getComparisonCareerData?feedbackId=${feedbackId}`,
    );
    expect(byFeedback.json().result).toHaveLength(1);
    const peer = await client(t, o.peer).get(
      `/api/careerDevelopment/getComparisonCareerData?processId=${processId}`,
    );
    expect(peer.statusCode).toBe(403);
  });
});

describe('PUT setHardfactsState and setPromotionResult', () => {
  it('hardfacts: HR only, states 0-2, not for another organization', async () => {
    const o = await buildPromotionOrg(t);
    const { processId } = await addPromotion(o);
    const put = (who: ProcessOrg['admin'], body: unknown) =>
      client(t, who).put('/api/careerDevelopment/setHardfactsState', body);
    expect((await put(o.supervisor, { processId, state: 1 })).json().code).toBe('PROMOTION_HR_ONLY');
    expect((await put(o.admin, { processId, state: 5 })).statusCode).toBe(400);
    const other = await buildPromotionOrg(t);
    expect((await put(other.admin, { processId, state: 1 })).statusCode).toBe(404);
    expect(expectStatus(await put(o.admin, { processId, state: 1 }), 200).json().hardfactsState).toBe(1);
    expect((await careerOf(o, processId)).hardfactsState).toBe(1);
  });

  it('HR confirms a submitted nomination, denies it with a reason and can revise the decision', async () => {
    const o = await buildPromotionOrg(t);
    const { processId, feedbackId } = await addPromotion(o, {
      careerPath: 1,
      developmentType: 1,
      targetPosition: 'Key Account Manager',
      targetDate: '2031-06-01',
    });
    const result = (who: ProcessOrg['admin'], body: Record<string, unknown>) =>
      client(t, who).put('/api/careerDevelopment/setPromotionResult', { processId, ...body });
    const early = await result(o.admin, { confirmed: true });
    expect(early.statusCode).toBe(409);
    expectStatus(await client(t, o.supervisor).post('/api/Feedbacks/Submit', { feedbackId }), 200);
    expect((await result(o.supervisor, { confirmed: true })).json().code).toBe('PROMOTION_HR_ONLY');
    expect((await result(o.admin, {})).statusCode).toBe(400);
    const noReason = await result(o.admin, { confirmed: false, comment: '  ' });
    expect(noReason.json().code).toBe('DENY_REASON_REQUIRED');
    expect((await careerOf(o, processId)).statusId).toBe(420);
    const confirmed = expectStatus(await result(o.admin, { confirmed: true }), 200).json();
    expect(confirmed).toMatchObject({ statusId: 430, confirmed: true });
    expect(expectStatus(await result(o.admin, { confirmed: true }), 200).json().statusId).toBe(430);
    const denied = expectStatus(
      await result(o.admin, { confirmed: false, comment: 'Budget 2031 ausgeschöpft.' }),
      200,
    ).json();
    expect(denied).toMatchObject({
      statusId: 440,
      confirmed: false,
      denyReason: 'Budget 2031 ausgeschöpft.',
    });
    const listed = (await client(t, o.supervisor).get('/api/promotions')).json().result[0];
    expect(listed).toMatchObject({ confirmed: false, denyReason: 'Budget 2031 ausgeschöpft.' });
  });

  it('refuses to confirm without a target date or with one the rules do not allow', async () => {
    const o = await buildPromotionOrg(t);
    const { processId, feedbackId } = await addPromotion(o, { careerPath: 2 });
    expectStatus(await client(t, o.supervisor).post('/api/Feedbacks/Submit', { feedbackId }), 200);
    const put = () =>
      client(t, o.admin).put('/api/careerDevelopment/setPromotionResult', { processId, confirmed: true });
    expect((await put()).json().code).toBe('PROMOTION_DATE_REQUIRED');
    // a record stored before the rule existed (or by an import): the decision checks it again
    await t.app.db
      .updateTable('feedback_career_data')
      .set({ data: JSON.stringify({ careerPath: 2, targetDate: '2031-05-01' }) })
      .where('feedback_id', '=', feedbackId)
      .execute();
    const refused = await put();
    expect(refused.json().code).toBe('PROMOTION_DATE_NOT_ALLOWED');
    expect((await careerOf(o, processId)).statusId).toBe(420);
  });
});
