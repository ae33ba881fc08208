import { describe, expect, it } from 'vitest';
import type { UserDetail, UserHistory, UserPage } from '../../src/engine/api/users';
import { saveBodyOf } from '../../src/engine/employees';
import { userGroup } from '../../src/engine/hubs';
import { buildOrg, buildUser } from './helpers/factories';
import { tokenOf } from './helpers/hub-listener';
import { buildPerson, client, expectStatus, type Person } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t, hubs } = useTestApp({ hubs: true, config: { seedDemoData: false } });

const HR = ['dpt.user.read', 'dpt.user.write'];
const READER = ['dpt.user.read'];

/** An organization with HR (user write), a reader, an employee without user area access, and a small line. */
async function employeesOrg() {
  const db = t.app.db;
  const org = await buildOrg(db);
  const person = (overrides: Parameters<typeof buildUser>[1] = {}) => buildPerson(t, org, overrides);
  const head = await person({ firstName: 'Head' });
  const lead = await person({ firstName: 'Lead', supervisorId: head.user.id });
  const worker = await person({ firstName: 'Worker', supervisorId: lead.user.id });
  const hr = await person({ firstName: 'Hanna', roles: HR });
  const reader = await person({ firstName: 'Reader', roles: READER });
  const plain = await person({ firstName: 'Plain' });
  return { org, head, lead, worker, hr, reader, plain };
}

const detailOf = async (who: Person, id: number) =>
  expectStatus(await client(t, who).get(`/api/users/${id}`), 200).json() as UserDetail;

const historyOf = async (who: Person, id: number) =>
  expectStatus(await client(t, who).get(`/api/UserHistory?userId=${id}`), 200).json() as UserHistory;

describe('employees administration: refusals', () => {
  it('401 without sign-in on every route', async () => {
    const o = await employeesOrg();
    const anonymous = { 'x-organization': o.org.slug };
    for (const url of [
      '/api/Users?pageIndex=0',
      '/api/users/options',
      `/api/users/${o.worker.user.id}`,
      `/api/users/${o.worker.user.id}/reports`,
      `/api/UserHistory?userId=${o.worker.user.id}`,
    ])
      expect((await client(t, anonymous).get(url)).statusCode, url).toBe(401);
    expect((await client(t, anonymous).put('/api/Users', { id: o.worker.user.id })).statusCode).toBe(401);
  });

  it('400 for bad paging, sorting, ids and bodies', async () => {
    const o = await employeesOrg();
    const hr = client(t, o.hr);
    for (const query of [
      'pageSize=0',
      'pageSize=201',
      'pageIndex=-1',
      'pageIndex=x',
      'sort=password',
      'sort=u.id;drop',
      'desc=maybe',
      'unknown=1',
      `keyword=${'x'.repeat(101)}`,
    ])
      expect((await hr.get(`/api/Users?${query}`)).statusCode, query).toBe(400);
    expect((await hr.get('/api/users/abc')).statusCode).toBe(400);
    expect((await hr.get('/api/users/0/reports')).statusCode).toBe(400);
    expect((await hr.get('/api/UserHistory')).statusCode).toBe(400);
    expect((await hr.get('/api/UserHistory?userId=99999999999')).statusCode).toBe(400);

    const valid = saveBodyOf(await detailOf(o.hr, o.worker.user.id));
    for (const bad of [
      { ...valid, email: 'not-an-address' },
      { ...valid, shorthand: 'has space' },
      { ...valid, firstName: '' },
      { ...valid, lastName: '   ' },
      { ...valid, position: 'x'.repeat(201) },
      { ...valid, supervisorId: 'me' },
      { ...valid, extra: true },
      { ...valid, mentorId: o.worker.user.id },
    ]) {
      const res = await hr.put('/api/Users', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await historyOf(o.hr, o.worker.user.id)).toEqual([]);
  });

  it('403 for users without user area access; readers read but do not write', async () => {
    const o = await employeesOrg();
    const plain = client(t, o.plain);
    for (const url of [
      '/api/Users',
      '/api/Users?pageIndex=0',
      '/api/users/options',
      `/api/users/${o.worker.user.id}`,
      `/api/users/${o.worker.user.id}/reports`,
      `/api/UserHistory?userId=${o.worker.user.id}`,
    ])
      expect((await plain.get(url)).statusCode, url).toBe(403);
    const body = saveBodyOf(await detailOf(o.reader, o.worker.user.id));
    expect((await plain.put('/api/Users', { ...body, position: 'Boss' })).statusCode).toBe(403);
    expect((await client(t, o.reader).put('/api/Users', { ...body, position: 'Boss' })).statusCode).toBe(403);
    expect((await detailOf(o.hr, o.worker.user.id)).position).toBe('Tester');
  });

  it("another organization's administrator reaches no employee of this one", async () => {
    const demo = await employeesOrg();
    const nordlicht = await employeesOrg();
    const nora = await buildUser(t.app.db, { organizationId: nordlicht.org.id, roles: ['dpt.full_admin'] });
    const noraClient = client(t, {
      authorization: `Bearer ${await t.tokenFor(nora.subject)}`,
      'x-organization': nordlicht.org.slug,
    });
    const id = demo.worker.user.id;
    expect((await noraClient.get(`/api/users/${id}`)).statusCode).toBe(404);
    expect((await noraClient.get(`/api/users/${id}/reports`)).statusCode).toBe(404);
    expect((await noraClient.get(`/api/UserHistory?userId=${id}`)).statusCode).toBe(404);
    expect((await noraClient.get(`/api/users/by-shorthand/${demo.worker.user.shorthand}`)).statusCode).toBe(
      404,
    );
    const body = saveBodyOf(await detailOf(demo.hr, id));
    expect((await noraClient.put('/api/Users', { ...body, position: 'Taken over' })).statusCode).toBe(404);
    // nor can a demo employee be made supervisor or mentor of a nordlicht one
    const own = saveBodyOf(await detailOf(nordlicht.hr, nordlicht.worker.user.id));
    expect((await noraClient.put('/api/Users', { ...own, supervisorId: id })).json()).toMatchObject({
      code: 'UNKNOWN_SUPERVISOR',
    });
    expect((await noraClient.put('/api/Users', { ...own, mentorId: id })).json()).toMatchObject({
      code: 'UNKNOWN_MENTOR',
    });
    const page = (await noraClient.get('/api/Users?pageSize=200')).json() as UserPage;
    expect(page.items.map((u) => u.id)).not.toContain(id);
    expect((await detailOf(demo.hr, id)).position).toBe('Tester');
    // and the other organization's slug with a demo token is refused
    const wrongOrg = client(t, { ...demo.hr.headers, 'x-organization': nordlicht.org.slug });
    expect((await wrongOrg.get(`/api/users/${id}`)).statusCode).toBe(403);
  });
});

describe('employees administration: overview', () => {
  it('keeps the plain GET /Users as the pickers know it', async () => {
    const o = await employeesOrg();
    const plain = expectStatus(await client(t, o.reader).get('/api/Users'), 200).json() as object[];
    expect(Array.isArray(plain)).toBe(true);
    expect(plain).toHaveLength(6);
    expect(Object.keys(plain[0]!).sort()).toEqual(
      [
        'canBeImpersonated',
        'firstName',
        'id',
        'lastName',
        'mentorName',
        'position',
        'shorthand',
        'supervisorId',
        'supervisorName',
      ].sort(),
    );
  });

  it('pages, sorts and filters on the server, with the total count', async () => {
    const o = await employeesOrg();
    const db = t.app.db;
    const ids = [o.head, o.lead, o.worker, o.hr, o.reader, o.plain].map((p) => p.user.id);
    const places = ['Bonn', 'Köln', 'Bonn', 'Berlin', 'Bonn', 'Köln'];
    for (const [i, id] of ids.entries())
      await db
        .updateTable('users')
        .set({ location: places[i]!, hierarchy: i < 3 ? 'Sales' : 'HR', last_name: `Zed ${i}` })
        .where('id', '=', id)
        .execute();
    const hr = client(t, o.hr);

    const first = expectStatus(await hr.get('/api/Users?pageSize=4&sort=lastName'), 200).json() as UserPage;
    expect(first.totalCount).toBe(6);
    expect(first.items.map((u) => u.lastName)).toEqual(['Zed 0', 'Zed 1', 'Zed 2', 'Zed 3']);
    const second = (await hr.get('/api/Users?pageSize=4&pageIndex=1&sort=lastName')).json() as UserPage;
    expect(second.items.map((u) => u.lastName)).toEqual(['Zed 4', 'Zed 5']);
    const beyond = (await hr.get('/api/Users?pageSize=4&pageIndex=5')).json() as UserPage;
    expect(beyond).toMatchObject({ items: [], totalCount: 6 });

    const desc = (await hr.get('/api/Users?sort=lastName&desc=true&pageSize=2')).json() as UserPage;
    expect(desc.items.map((u) => u.lastName)).toEqual(['Zed 5', 'Zed 4']);
    const byLocation = (await hr.get('/api/Users?sort=location&pageSize=200')).json() as UserPage;
    expect(byLocation.items.map((u) => u.location)).toEqual([
      'Berlin',
      'Bonn',
      'Bonn',
      'Bonn',
      'Köln',
      'Köln',
    ]);

    const bonn = (await hr.get('/api/Users?location=Bonn')).json() as UserPage;
    expect(bonn.totalCount).toBe(3);
    expect(bonn.items.every((u) => u.location === 'Bonn')).toBe(true);
    const bonnSales = (await hr.get('/api/Users?location=Bonn&hierarchy=Sales')).json() as UserPage;
    expect(bonnSales.items.map((u) => u.id).sort()).toEqual([o.head.user.id, o.worker.user.id].sort());

    const byShorthand = (
      await hr.get(`/api/Users?keyword=${o.worker.user.shorthand.toLowerCase()}`)
    ).json() as UserPage;
    expect(byShorthand.items.map((u) => u.id)).toEqual([o.worker.user.id]);
    const byFullName = (
      await hr.get(`/api/Users?keyword=${encodeURIComponent('Worker Zed')}`)
    ).json() as UserPage;
    expect(byFullName.items.map((u) => u.id)).toEqual([o.worker.user.id]);
    const wildcard = (await hr.get('/api/Users?keyword=%25')).json() as UserPage;
    expect(wildcard.totalCount).toBe(0);

    const options = expectStatus(await hr.get('/api/users/options'), 200).json();
    expect(options).toEqual({
      hierarchy: ['HR', 'Sales'],
      location: ['Berlin', 'Bonn', 'Köln'],
      position: ['Tester'],
    });
  });
});

describe('employees administration: detail and change', () => {
  it('answers the detail with supervisor line, reports and profile, also by shorthand', async () => {
    const o = await employeesOrg();
    const detail = await detailOf(o.reader, o.worker.user.id);
    expect(detail.supervisor?.id).toBe(o.lead.user.id);
    expect(detail.supervisorLine.map((p) => p.id)).toEqual([o.lead.user.id, o.head.user.id]);
    expect(detail.supervisorLine.map((p) => p.reportCount)).toEqual([1, 1]);
    const byShorthand = expectStatus(
      await client(t, o.reader).get(`/api/users/by-shorthand/${o.worker.user.shorthand.toLowerCase()}`),
      200,
    ).json() as UserDetail;
    expect(byShorthand.id).toBe(o.worker.user.id);
    const reports = expectStatus(
      await client(t, o.reader).get(`/api/users/${o.head.user.id}/reports`),
      200,
    ).json();
    expect(reports).toEqual([expect.objectContaining({ id: o.lead.user.id, reportCount: 1 })]);
    expect((await client(t, o.reader).get('/api/users/2147483647')).statusCode).toBe(404);
  });

  it('changes every field, writes the history with the writer, and tells open detail pages', async () => {
    const o = await employeesOrg();
    const viewer = await hubs.listen<{ userId: number }>(
      'users',
      o.org.slug,
      tokenOf(o.reader.headers),
      ['UserUpdated'],
      [userGroup(o.worker.user.id)],
    );
    const before = await detailOf(o.hr, o.worker.user.id);
    const changed = {
      ...saveBodyOf(before),
      firstName: ' Wilma ',
      email: 'wilma@test.example',
      shorthand: 'WILMA',
      position: 'Team Lead',
      currentPosition: 'Acting Head',
      hierarchy: 'Sales',
      location: 'Bonn',
      supervisorId: o.head.user.id,
      mentorId: o.lead.user.id,
      isApiUpdateLocked: true,
    };
    const after = expectStatus(await client(t, o.hr).put('/api/Users', changed), 200).json() as UserDetail;
    expect(after).toMatchObject({
      firstName: 'Wilma',
      shorthand: 'WILMA',
      position: 'Team Lead',
      currentPosition: 'Acting Head',
      supervisor: { id: o.head.user.id },
      mentor: { id: o.lead.user.id },
      isApiUpdateLocked: true,
    });
    await viewer.until((heard) => heard.some((h) => h.value.userId === o.worker.user.id));

    const history = await historyOf(o.reader, o.worker.user.id);
    expect(history.map((h) => h.field).sort()).toEqual(
      [
        'firstName',
        'email',
        'shorthand',
        'position',
        'currentPosition',
        'hierarchy',
        'location',
        'supervisorId',
        'mentorId',
        'isApiUpdateLocked',
      ].sort(),
    );
    expect(history.every((h) => h.changedBy?.id === o.hr.user.id && h.source === 'person' && h.applied)).toBe(
      true,
    );
    expect(history.find((h) => h.field === 'position')).toMatchObject({
      previousValue: 'Tester',
      newValue: 'Team Lead',
    });
    const supervisor = history.find((h) => h.field === 'supervisorId')!;
    expect(supervisor.previousValue).toContain(o.lead.user.shorthand);
    expect(supervisor.newValue).toContain(o.head.user.shorthand);

    // saving the same again changes nothing and records nothing
    expectStatus(await client(t, o.hr).put('/api/Users', changed), 200);
    expect(await historyOf(o.hr, o.worker.user.id)).toHaveLength(history.length);
  });

  it('refuses a taken shorthand and a supervisor cycle with clear codes, changing nothing', async () => {
    const o = await employeesOrg();
    const head = await detailOf(o.hr, o.head.user.id);
    const taken = await client(t, o.hr).put('/api/Users', {
      ...saveBodyOf(head),
      shorthand: o.worker.user.shorthand,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SHORTHAND_TAKEN', messageKey: 'errors.SHORTHAND_TAKEN' });

    const cycle = await client(t, o.hr).put('/api/Users', {
      ...saveBodyOf(head),
      position: 'changed too',
      supervisorId: o.worker.user.id,
    });
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json()).toMatchObject({ code: 'SUPERVISOR_CYCLE', messageKey: 'errors.SUPERVISOR_CYCLE' });
    const self = await client(t, o.hr).put('/api/Users', {
      ...saveBodyOf(head),
      supervisorId: o.head.user.id,
    });
    expect(self.json()).toMatchObject({ code: 'SUPERVISOR_CYCLE' });

    expect(await detailOf(o.hr, o.head.user.id)).toMatchObject({ position: 'Tester', supervisor: null });
    expect(await historyOf(o.hr, o.head.user.id)).toEqual([]);
  });

  it('lets only user area readers of the same organization join an employee group', async () => {
    const o = await employeesOrg();
    const other = await employeesOrg();
    const plain = await hubs.listen('users', o.org.slug, tokenOf(o.plain.headers), []);
    await expect(plain.connection.invoke('JoinGroup', userGroup(o.worker.user.id))).rejects.toThrow();
    const stranger = await hubs.listen('users', other.org.slug, tokenOf(other.hr.headers), []);
    await expect(stranger.connection.invoke('JoinGroup', userGroup(o.worker.user.id))).rejects.toThrow();
    const reader = await hubs.listen('users', o.org.slug, tokenOf(o.reader.headers), []);
    await reader.connection.invoke('JoinGroup', userGroup(o.worker.user.id));
  });
});
