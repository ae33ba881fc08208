import { describe, expect, it } from 'vitest';
import type { DashboardDate, ProcessCounts } from '../../src/engine/api/dashboard';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { tokenOf } from './helpers/hub-listener';
import {
  buildEhgTalk,
  buildProcessOrg,
  buildTalkround,
  client,
  createProcess,
  day,
  expectStatus,
  type Person,
  setTalkDate,
} from './helpers/process-factories';
import { buildUser } from './helpers/factories';
import { useTestApp } from './helpers/use-test-app';
import { buildPdpOrg, createPdp } from './pdp-helpers';

const { t, hubs } = useTestApp({ hubs: true, config: { seedDemoData: false } });

const datesOf = async (who: Person, query = ''): Promise<DashboardDate[]> =>
  expectStatus(await client(t, who).get(`/api/Dashboard/GetDates${query}`), 200).json().result;
const countsOf = async (who: Person): Promise<ProcessCounts> =>
  expectStatus(await client(t, who).get('/api/Dashboard/GetProcesses'), 200).json();
const total = (c: ProcessCounts, type?: number) =>
  c.counts.filter((x) => type === undefined || x.processType === type).reduce((s, x) => s + x.count, 0);

describe('GET /Dashboard/GetDates and /GetProcesses: refusals', () => {
  it('401 without a token, 403 in another organization, 400 for a bad range', async () => {
    const o = await buildProcessOrg(t);
    const other = await buildProcessOrg(t);
    for (const url of ['/api/Dashboard/GetDates', '/api/Dashboard/GetProcesses']) {
      const anonymous = await t.app.inject({ method: 'GET', url, headers: { 'x-organization': o.org.slug } });
      expect(anonymous.statusCode).toBe(401);
      const foreign = await client(t, { ...o.employee.headers, 'x-organization': other.org.slug }).get(url);
      expect(foreign.statusCode).toBe(403);
    }
    const api = client(t, o.employee);
    for (const query of [
      '?from=2026-13-01',
      '?from=2026-02-30',
      '?from=2026-05-01&to=2026-04-01',
      '?from=2020-01-01&to=2029-01-01',
      '?from=x',
      '?extra=1',
    ]) {
      const res = await api.get(`/api/Dashboard/GetDates${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBeTruthy();
    }
  });
});

describe('GET /Dashboard/GetDates', () => {
  it('talk dates (own and as donor), talkround start and end, for those in the process only', async () => {
    const o = await buildProcessOrg(t);
    const { roundId, process, talk } = await buildEhgTalk(
      t,
      o,
      { name: 'EHG round', startDate: day(-20), endDate: day(40) },
      { inDays: 10, hours: 9 },
    );

    const mine = await datesOf(o.employee);
    expect(mine.map((d) => [d.type, d.processId ?? d.talkroundId])).toEqual([
      [2, roundId],
      [1, process.id],
      [3, roundId],
    ]);
    const talkDate = mine.find((d) => d.type === 1)!;
    expect(talkDate).toMatchObject({
      start: talk.toISOString(),
      allDay: false,
      processType: PROCESS_TYPES.EHG,
      recipient: { id: o.employee.user.id },
    });
    // the employee may read nothing of the EHG before its documentation is submitted: the talk leads nowhere;
    // its author, the supervisor, opens the documentation
    expect([talkDate.link, talkDate.feedbackId]).toEqual([null, null]);
    const forSupervisor = (await datesOf(o.supervisor)).find((d) => d.type === 1)!;
    expect(forSupervisor.link).toEqual({ routeName: 'feedback', id: process.feedbacks[0].id });
    expect(forSupervisor.feedbackId).toBe(process.feedbacks[0].id);
    expect(mine.find((d) => d.type === 2)).toMatchObject({ start: day(-20), allDay: true });

    // the supervisor (donor) has the same dates; the pre-supervisor, a peer and an outsider none
    expect((await datesOf(o.supervisor)).map((d) => d.key)).toEqual(mine.map((d) => d.key));
    for (const who of [o.preSupervisor, o.peer, o.colleague]) expect(await datesOf(who)).toEqual([]);
    // HR (a process administrator) sees the talkround's start and end, not the talk
    expect((await datesOf(o.admin)).map((d) => [d.type, d.talkroundId, d.link])).toEqual([
      [2, roundId, null],
      [3, roundId, null],
    ]);

    // the range cuts: a window without the talk has only what lies in it
    const before = await datesOf(o.employee, `?from=${day(-30)}&to=${day(0)}`);
    expect(before.map((d) => d.type)).toEqual([2]);
  });

  it('HR sees the start and end of every unfinished talkround of the organization, in no process of theirs', async () => {
    const o = await buildProcessOrg(t);
    const other = await buildProcessOrg(t);
    const round = await buildTalkround(t.app.db, o.org.id, { startDate: day(-10), endDate: day(30) });
    await buildTalkround(t.app.db, o.org.id, { startDate: day(-9), endDate: day(-1), finished: true });
    await buildTalkround(t.app.db, other.org.id, { startDate: day(-8), endDate: day(20) });
    const hr = await buildUser(t.app.db, { organizationId: o.org.id, roles: ['dpt.processes.read'] });
    const hanna = {
      user: hr,
      headers: { authorization: `Bearer ${await t.tokenFor(hr.subject)}`, 'x-organization': o.org.slug },
    };
    expect((await datesOf(hanna)).map((d) => [d.type, d.talkroundId, d.start])).toEqual([
      [2, round.id, day(-10)],
      [3, round.id, day(30)],
    ]);
    // an employee outside the round's processes sees none of it
    expect(await datesOf(o.peer)).toEqual([]);
  });

  it('PDP review dates of the own PDP; a second organization sees none of them', async () => {
    const o = await buildPdpOrg(t);
    const other = await buildProcessOrg(t);
    const pdp = await createPdp(t, o.supervisor, o.employee.user.id);
    const review = new Date(Date.now() + 20 * 86_400_000);
    review.setUTCHours(12, 0, 0, 0);
    expectStatus(
      await client(t, o.supervisor).post('/api/Pdp/SetReviewDate', {
        processId: pdp.processId,
        reviewDate: review.toISOString(),
      }),
      200,
    );
    const reviews = (await datesOf(o.employee)).filter((d) => d.type === 4);
    expect(reviews).toEqual([
      expect.objectContaining({
        processId: pdp.processId,
        processType: PROCESS_TYPES.PDP,
        allDay: true,
        feedbackId: null,
        link: { routeName: 'pdp', id: pdp.processId },
      }),
    ]);
    expect(reviews[0].start).toBe(review.toISOString().slice(0, 10));
    expect(await datesOf(other.employee)).toEqual([]);
  });

  it('a talk date set reaches the participants on the users hub (FixedDatesUpdated), not others', async () => {
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.supervisor, o.employee.user.id, PROCESS_TYPES.EHG);
    const employee = await hubs.listen<{ processId: number }>(
      'users',
      o.org.slug,
      tokenOf(o.employee.headers),
      ['FixedDatesUpdated'],
    );
    const peer = await hubs.listen('users', o.org.slug, tokenOf(o.peer.headers), ['FixedDatesUpdated']);
    await setTalkDate(t, o.supervisor, process.id, new Date(Date.now() + 5 * 86_400_000).toISOString());
    await employee.until((r) => r.some((m) => m.value.processId === process.id));
    // the peer's connection got nothing (give the backplane a moment to deliver a stray message)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(peer.received).toEqual([]);
  });
});

describe('GET /Dashboard/GetProcesses', () => {
  it('counts per type and dashboard group: own, team with indirect reports, the whole organization for HR', async () => {
    const o = await buildProcessOrg(t);
    const other = await buildProcessOrg(t);
    const ehg = await createProcess(t, o.supervisor, o.employee.user.id, PROCESS_TYPES.EHG);
    await createProcess(t, o.supervisor, o.employee.user.id, PROCESS_TYPES.MAFEG);
    await createProcess(t, o.supervisor, o.peer.user.id, PROCESS_TYPES.EHG);
    await createProcess(t, other.supervisor, other.employee.user.id, PROCESS_TYPES.EHG);

    const own = await countsOf(o.employee);
    expect(own.scope).toBe('own');
    // EHG starts in 200 (group 0, open), MAFEG in 100 (group 0)
    expect(own.counts).toEqual([
      { processType: PROCESS_TYPES.MAFEG, statusId: 100, group: 0, count: 1 },
      { processType: PROCESS_TYPES.EHG, statusId: 200, group: 0, count: 1 },
    ]);
    const team = await countsOf(o.supervisor);
    expect(team.scope).toBe('team');
    expect([total(team, PROCESS_TYPES.EHG), total(team, PROCESS_TYPES.MAFEG)]).toEqual([2, 1]);
    // the head of the line sees the indirect reports' processes (two levels down)
    const head = await countsOf(o.head);
    expect(head).toEqual(team);
    const hr = await countsOf(o.admin);
    expect(hr.scope).toBe('organization');
    expect(total(hr)).toBe(3);
    const outsider = await countsOf(o.colleague);
    expect(outsider).toEqual({ scope: 'own', counts: [] });

    // closing moves a process to group 999 (closed)
    expectStatus(
      await client(t, o.admin).post('/api/Feedbacks/close', { processId: ehg.id, reasonId: 1 }),
      200,
    );
    // HR's organization-wide counts (shared by readers for a moment) follow the change at once
    expect((await countsOf(o.admin)).counts.filter((c) => c.group === 999)).toEqual([
      { processType: PROCESS_TYPES.EHG, statusId: 299, group: 999, count: 1 },
    ]);
    expect((await countsOf(o.employee)).counts).toEqual([
      { processType: PROCESS_TYPES.MAFEG, statusId: 100, group: 0, count: 1 },
      { processType: PROCESS_TYPES.EHG, statusId: 299, group: 999, count: 1 },
    ]);
  });
});
