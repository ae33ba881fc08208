import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../src/engine/api/notifications';
import type { ImpersonationAuditPage, SessionInfo } from '../../src/engine/api/session';
import type { UserDetail } from '../../src/engine/api/users';
import { FEEDBACK_TYPES } from '../../src/engine/constants';
import { IMPERSONATION_MINUTES } from '../../src/engine/impersonation';
import { buildOrg, buildUser } from './helpers/factories';
import { tokenOf } from './helpers/hub-listener';
import {
  buildPerson,
  buildProcessOrg,
  client,
  completeSelfEvaluation,
  createProcess,
  expectStatus,
  type Person,
  type ProcessOrg,
  saveItemValue,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t, hubs } = useTestApp({ hubs: true });

const IMPERSONATE = '/api/session/impersonate-user';
const UNIMPERSONATE = '/api/session/unimpersonate-user';
const AUDIT = '/api/session/impersonation-audit';

const nameOf = (p: Person) => `${p.user.first_name} ${p.user.last_name}`;

const person = (org: ProcessOrg['org'], overrides: Parameters<typeof buildUser>[1] = {}) =>
  buildPerson(t, org, overrides);

/** A process organization with a full administrator and an HR person who is no full administrator. */
async function setUp() {
  const o = await buildProcessOrg(t);
  const fullAdmin = await person(o.org, { firstName: 'Ada', roles: ['dpt.full_admin'] });
  const hr = await person(o.org, {
    firstName: 'Hera',
    roles: ['dpt.user.read', 'dpt.user.write', 'dpt.processes.read', 'dpt.processes.write'],
  });
  return { ...o, fullAdmin, hr };
}

/** Sets columns of a person's row directly, as an administration elsewhere would. */
const setUser = (who: Person, values: { can_be_impersonated?: boolean; active?: boolean }) =>
  t.app.db.updateTable('users').set(values).where('id', '=', who.user.id).execute();

/**
 * setUp() with whom the impersonation refuses: another full administrator, the peer (not to be impersonated)
 * and the colleague (deactivated).
 */
async function setUpRefusals() {
  const o = await setUp();
  const otherAdmin = await person(o.org, { roles: ['dpt.full_admin'] });
  await setUser(o.peer, { can_be_impersonated: false });
  await setUser(o.colleague, { active: false });
  return { ...o, otherAdmin };
}

const sessionOf = async (who: Person | Record<string, string>) =>
  expectStatus(await client(t, who).get('/api/Session/Initialize'), 200).json() as SessionInfo;

describe('impersonation: who may', () => {
  it('401 without a sign-in on every impersonation route', async () => {
    const o = await setUp();
    const slug = { 'x-organization': o.org.slug };
    for (const [method, url] of [
      ['POST', IMPERSONATE],
      ['POST', UNIMPERSONATE],
      ['GET', AUDIT],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: slug,
        ...(method === 'POST' && url === IMPERSONATE ? { payload: { id: o.employee.user.id } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('400 for a malformed body or query, and nothing starts', async () => {
    const o = await setUp();
    const admin = client(t, o.fullAdmin);
    for (const body of [{}, { id: 'x' }, { id: 0 }, { id: 2 ** 31 }, { id: o.employee.user.id, more: 1 }])
      expect((await admin.post(IMPERSONATE, body)).statusCode, JSON.stringify(body)).toBe(400);
    for (const query of ['pageSize=0', 'pageSize=101', 'pageIndex=-1', 'from=yesterday', 'userId=abc', 'x=1'])
      expect((await admin.get(`${AUDIT}?${query}`)).statusCode, query).toBe(400);
    const period = await admin.get(`${AUDIT}?from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z`);
    expect(period.statusCode).toBe(400);
    expect(period.json().code).toBe('INVALID_PERIOD');
    expect((await sessionOf(o.fullAdmin)).isImpersonated).toBe(false);
  });

  it('403 for an employee and for HR without the full administrator role, also on the audit', async () => {
    const o = await setUp();
    for (const who of [o.employee, o.hr, o.admin]) {
      const res = await client(t, who).post(IMPERSONATE, { id: o.peer.user.id });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect((await client(t, who).get(AUDIT)).statusCode).toBe(403);
      expect((await sessionOf(who)).isImpersonated).toBe(false);
    }
  });

  it('refuses an administrator, an employee without canBeImpersonated, a deactivated one and oneself', async () => {
    const { otherAdmin, ...o } = await setUpRefusals();
    const admin = client(t, o.fullAdmin);

    const refusedAdmin = await admin.post(IMPERSONATE, { id: otherAdmin.user.id });
    expect([refusedAdmin.statusCode, refusedAdmin.json().code]).toEqual([403, 'IMPERSONATION_NOT_ALLOWED']);
    const refusedFlag = await admin.post(IMPERSONATE, { id: o.peer.user.id });
    expect([refusedFlag.statusCode, refusedFlag.json().code]).toEqual([403, 'IMPERSONATION_NOT_ALLOWED']);
    const inactive = await admin.post(IMPERSONATE, { id: o.colleague.user.id });
    expect([inactive.statusCode, inactive.json().code]).toEqual([400, 'EMPLOYEE_INACTIVE']);
    const self = await admin.post(IMPERSONATE, { id: o.fullAdmin.user.id });
    expect([self.statusCode, self.json().code]).toEqual([400, 'IMPERSONATE_SELF']);

    expect((await sessionOf(o.fullAdmin)).id).toBe(o.fullAdmin.user.id);
    const audit = expectStatus(await admin.get(AUDIT), 200).json() as ImpersonationAuditPage;
    expect(audit.totalCount).toBe(0);
  });

  it('the "View as" refusal answered with the employee is what the start call answers', async () => {
    const { otherAdmin, ...o } = await setUpRefusals();
    const admin = client(t, o.fullAdmin);
    const codeOf = { ADMINISTRATOR: 'IMPERSONATION_NOT_ALLOWED' } as Record<string, string>;

    const seen: Record<string, string | null> = {};
    for (const who of [o.employee, o.peer, o.colleague, otherAdmin, o.fullAdmin]) {
      const detail = expectStatus(await admin.get(`/api/users/${who.user.id}`), 200).json() as UserDetail;
      seen[who.user.first_name] = detail.impersonationRefusal;
      const started = await admin.post(IMPERSONATE, { id: who.user.id });
      if (detail.impersonationRefusal === null) {
        expect(started.statusCode).toBe(200);
        expectStatus(await admin.post(UNIMPERSONATE, {}), 204);
      } else {
        const refusal = detail.impersonationRefusal;
        expect(started.json().code).toBe(codeOf[refusal] ?? refusal);
      }
    }
    expect(seen).toEqual({
      Emp: null,
      Peer: 'IMPERSONATION_NOT_ALLOWED',
      Colleague: 'EMPLOYEE_INACTIVE',
      [otherAdmin.user.first_name]: 'ADMINISTRATOR',
      Ada: 'IMPERSONATE_SELF',
    });
  });

  it("answers another organization's employee like an unknown id", async () => {
    const o = await setUp();
    const nordlicht = await buildOrg(t.app.db, { name: 'Nordlicht' });
    const nora = await person(nordlicht, { firstName: 'Nora', roles: ['dpt.full_admin'] });
    const foreign = await client(t, nora).post(IMPERSONATE, { id: o.employee.user.id });
    const unknown = await client(t, nora).post(IMPERSONATE, { id: 2147483000 });
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    const shape = (body: { message: string }) => ({ ...body, message: body.message.replace(/\d+/, 'N') });
    expect(shape(foreign.json())).toEqual(shape(unknown.json()));
    expect((await sessionOf(nora)).id).toBe(nora.user.id);
  });
});

describe('impersonation: acting as the employee', () => {
  it('acts as the employee on every call, audits the writes with both identities, and ends on request', async () => {
    const o = await setUp();
    const admin = client(t, o.fullAdmin);
    // the user area (SPEC §6) is the administrator's, not the employee's
    expectStatus(await admin.get('/api/Users'), 200);
    const before = Date.now();
    const started = expectStatus(await admin.post(IMPERSONATE, { id: o.employee.user.id }), 200).json();
    expect(started).toMatchObject({
      id: o.employee.user.id,
      firstName: o.employee.user.first_name,
      lastName: o.employee.user.last_name,
    });
    const expiresIn = Date.parse(started.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan((IMPERSONATION_MINUTES - 1) * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(IMPERSONATION_MINUTES * 60_000 + 1000);

    // Session/Initialize: the employee, impersonated by the administrator (also with a new token: a reload)
    const fresh = {
      authorization: `Bearer ${await t.tokenFor(o.fullAdmin.user.subject)}`,
      'x-organization': o.org.slug,
    };
    for (const headers of [o.fullAdmin.headers, fresh]) {
      const session = await sessionOf(headers);
      expect(session).toMatchObject({
        id: o.employee.user.id,
        userId: o.employee.user.subject,
        isAdmin: false,
        isImpersonated: true,
        impersonator: { id: o.fullAdmin.user.id, firstName: 'Ada', lastName: o.fullAdmin.user.last_name },
        userRoles: [],
      });
    }
    // the employee's own session stays theirs
    expect(await sessionOf(o.employee)).toMatchObject({ id: o.employee.user.id, isImpersonated: false });

    // an employee's API works as the employee; the administrator's own data and admin APIs are refused
    expectStatus(await admin.get(`/api/Notifications/${o.employee.user.subject}`), 200);
    expect((await admin.get(`/api/Notifications/${o.fullAdmin.user.subject}`)).statusCode).toBe(403);
    expect((await admin.get(AUDIT)).statusCode).toBe(403);
    expect((await admin.get('/api/Users')).statusCode).toBe(403);
    // no impersonation inside an impersonation
    const nested = await admin.post(IMPERSONATE, { id: o.peer.user.id });
    expect([nested.statusCode, nested.json().code]).toEqual([409, 'ALREADY_IMPERSONATING']);

    // a process action as the employee: an answer in the employee's self-evaluation
    const process = await createProcess(t, o.supervisor, o.employee.user.id);
    const self = process.feedbackOf(FEEDBACK_TYPES.selfEvaluation);
    const answer = { feedbackId: self, elementId: 's-overall', value: 4 };
    expectStatus(await admin.post('/api/feedbackValues/item', answer), 200);
    // a refused write (a value outside the scale) is not audited
    expect((await admin.post('/api/feedbackValues/item', { ...answer, value: 99 })).statusCode).toBe(400);

    expect(expectStatus(await admin.post(UNIMPERSONATE, undefined), 204).body).toBe('');
    const back = await sessionOf(o.fullAdmin);
    expect(back).toMatchObject({ id: o.fullAdmin.user.id, isAdmin: true, isImpersonated: false });
    expect(back.impersonator).toBeUndefined();
    expectStatus(await admin.get(`/api/Notifications/${o.fullAdmin.user.subject}`), 200);

    const audit = expectStatus(await admin.get(AUDIT), 200).json() as ImpersonationAuditPage;
    const both = { admin: { id: o.fullAdmin.user.id, name: nameOf(o.fullAdmin) } };
    const user = { user: { id: o.employee.user.id, name: nameOf(o.employee) } };
    expect(audit.totalCount).toBe(3);
    expect(
      audit.items.map(({ method, route, statusCode, admin: a, user: u }) => ({
        method,
        route,
        statusCode,
        admin: a,
        user: u,
      })),
    ).toEqual([
      { method: 'POST', route: UNIMPERSONATE, statusCode: 204, ...both, ...user },
      { method: 'POST', route: '/api/feedbackValues/item', statusCode: 200, ...both, ...user },
      { method: 'POST', route: IMPERSONATE, statusCode: 200, ...both, ...user },
    ]);
    // filters by person and time, and paging
    const page = async (query: string) =>
      expectStatus(await admin.get(`${AUDIT}?${query}`), 200).json() as ImpersonationAuditPage;
    expect((await page(`userId=${o.employee.user.id}`)).totalCount).toBe(3);
    expect((await page(`userId=${o.peer.user.id}`)).totalCount).toBe(0);
    expect((await page(`adminId=${o.fullAdmin.user.id}`)).totalCount).toBe(3);
    expect((await page(`adminId=${o.employee.user.id}`)).totalCount).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await page(`from=${encodeURIComponent(future)}`)).totalCount).toBe(0);
    expect((await page(`to=${encodeURIComponent(future)}`)).totalCount).toBe(3);
    const second = await page('pageSize=1&pageIndex=1');
    expect([second.totalCount, second.items.length, second.items[0].route]).toEqual([
      3,
      1,
      '/api/feedbackValues/item',
    ]);

    // another organization's administrator sees none of it
    const nordlicht = await buildOrg(t.app.db);
    const nora = await person(nordlicht, { roles: ['dpt.full_admin'] });
    expect(expectStatus(await client(t, nora).get(AUDIT), 200).json()).toEqual({ items: [], totalCount: 0 });
  });

  it('audits what changes data only: reading POSTs (the dashboard, queries) are left out', async () => {
    const o = await setUp();
    const admin = client(t, o.fullAdmin);
    const process = await createProcess(t, o.supervisor, o.employee.user.id);
    expectStatus(await admin.post(IMPERSONATE, { id: o.employee.user.id }), 200);
    const entries = async () =>
      (
        await t.app.db
          .selectFrom('impersonation_audit')
          .select('route')
          .where('organization_id', '=', o.org.id)
          .orderBy('id')
          .execute()
      ).map((r) => r.route);
    expect(await entries()).toEqual([IMPERSONATE]);

    // opening the dashboard, a search and a query sent as a POST body change nothing
    expectStatus(await admin.post('/api/Dashboard/Build', undefined), 200);
    expectStatus(await admin.get('/api/fulltextsearch/Kunden'), 200);
    expectStatus(
      await admin.post('/api/Feedbacks/fieldValue', [{ recipientId: o.employee.user.id, elementName: 'x' }]),
      200,
    );
    expect(await entries()).toEqual([IMPERSONATE]);

    // a save does
    const self = process.feedbackOf(FEEDBACK_TYPES.selfEvaluation);
    await saveItemValue(admin, self, 's-overall', 4);
    expect(await entries()).toEqual([IMPERSONATE, '/api/feedbackValues/item']);
  });

  it('ends at the time limit', async () => {
    const o = await setUp();
    const admin = client(t, o.fullAdmin);
    expectStatus(await admin.post(IMPERSONATE, { id: o.employee.user.id }), 200);
    expect((await sessionOf(o.fullAdmin)).isImpersonated).toBe(true);
    await t.app.db
      .updateTable('impersonations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('admin_id', '=', o.fullAdmin.user.id)
      .execute();
    expect(await sessionOf(o.fullAdmin)).toMatchObject({ id: o.fullAdmin.user.id, isImpersonated: false });
    // and a record that expired long ago is no impersonation either
    await t.app.db
      .insertInto('impersonations')
      .values({
        organization_id: o.org.id,
        admin_id: o.fullAdmin.user.id,
        user_id: o.peer.user.id,
        session_id: null,
        started_at: new Date(Date.now() - 2 * IMPERSONATION_MINUTES * 60_000),
        expires_at: new Date(Date.now() - IMPERSONATION_MINUTES * 60_000),
      })
      .execute();
    expect((await sessionOf(o.fullAdmin)).id).toBe(o.fullAdmin.user.id);
  });

  it('belongs to the sign-in session named by the token, and stops when the employee may no longer be impersonated', async () => {
    const o = await setUp();
    const withSid = async (sid: string) => ({
      authorization: `Bearer ${await t.tokenFor(o.fullAdmin.user.subject, { sid })}`,
      'x-organization': o.org.slug,
    });
    const first = await withSid('session-one');
    expectStatus(await client(t, first).post(IMPERSONATE, { id: o.employee.user.id }), 200);
    expect((await sessionOf(first)).isImpersonated).toBe(true);
    expect((await sessionOf(await withSid('session-one'))).isImpersonated).toBe(true);
    // another sign-in of the same administrator (another browser, or after signing in anew) is not impersonating
    expect((await sessionOf(await withSid('session-two'))).isImpersonated).toBe(false);
    expect((await sessionOf(o.fullAdmin)).isImpersonated).toBe(false);

    // the employee's flag is cleared meanwhile: the administrator is back as themselves
    await setUser(o.employee, { can_be_impersonated: false });
    t.app.memberships.forget(o.org.id);
    expect((await sessionOf(first)).id).toBe(o.fullAdmin.user.id);

    // signing out (the web client's logout calls unimpersonate first) ends it for good
    await setUser(o.employee, { can_be_impersonated: true });
    t.app.memberships.forget(o.org.id);
    expect((await sessionOf(first)).isImpersonated).toBe(true);
    expectStatus(await client(t, o.fullAdmin).post(UNIMPERSONATE, undefined), 204);
    expect((await sessionOf(first)).isImpersonated).toBe(false);
    const running = await t.app.db
      .selectFrom('impersonations')
      .select('id')
      .where('admin_id', '=', o.fullAdmin.user.id)
      .where('ended_at', 'is', null)
      .execute();
    expect(running).toEqual([]);
  });

  it("records the administrator in an employee's change history when the change is made while impersonating", async () => {
    const o = await setUp();
    const admin = client(t, o.fullAdmin);
    // HR may change employees; the administrator acts as HR
    expectStatus(await admin.post(IMPERSONATE, { id: o.hr.user.id }), 200);
    const e = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', o.employee.user.id)
      .executeTakeFirstOrThrow();
    const body = {
      id: e.id,
      firstName: e.first_name,
      lastName: e.last_name,
      email: e.email,
      shorthand: e.shorthand,
      position: 'Key account manager',
      currentPosition: e.current_position,
      hierarchy: e.hierarchy,
      location: e.location,
      supervisorId: e.supervisor_id,
      mentorId: e.mentor_id,
      isApiUpdateLocked: e.is_api_update_locked,
    };
    expectStatus(await admin.put('/api/Users', body), 200);
    const history = await t.app.db
      .selectFrom('user_history')
      .select(['field', 'new_value', 'changed_by', 'impersonated_by'])
      .where('user_id', '=', e.id)
      .execute();
    expect(history).toEqual([
      {
        field: 'position',
        new_value: 'Key account manager',
        changed_by: o.hr.user.id,
        impersonated_by: o.fullAdmin.user.id,
      },
    ]);
    expectStatus(await admin.post(UNIMPERSONATE, undefined), 204);
    const audit = expectStatus(await admin.get(AUDIT), 200).json() as ImpersonationAuditPage;
    expect(audit.items.find((i) => i.method === 'PUT')).toMatchObject({
      route: '/api/Users',
      admin: { id: o.fullAdmin.user.id },
      user: { id: o.hr.user.id },
    });
  });

  it('notifications caused while impersonating name the administrator', async () => {
    const o = await setUp();
    const admin = client(t, o.fullAdmin);
    const process = await createProcess(t, o.supervisor, o.employee.user.id);
    const self = process.feedbackOf(FEEDBACK_TYPES.selfEvaluation);
    expectStatus(await admin.post(IMPERSONATE, { id: o.employee.user.id }), 200);
    await saveItemValue(admin, self, 's-overall', 4);
    await completeSelfEvaluation(admin, self);
    expectStatus(await admin.post('/api/Feedbacks/Submit', { feedbackId: self }), 200);
    expectStatus(await admin.post(UNIMPERSONATE, undefined), 204);

    const told = expectStatus(
      await client(t, o.supervisor).get(`/api/Notifications/${o.supervisor.user.subject}`),
      200,
    ).json() as AppNotification[];
    const submitted = told.find((n) => n.kind === 'selfAssessmentSubmitted');
    // the bell writes its text from the kind and params: the params name who acted
    expect(submitted?.params.impersonator).toBe(nameOf(o.fullAdmin));
    expect(submitted?.message).toBe(
      `${nameOf(o.employee)} hat die Selbsteinschätzung (MAFEG) abgeschickt. ` +
        `(Ausgeführt von ${nameOf(o.fullAdmin)} im Identitätswechsel.)`,
    );

    // and so do e-mails that name who acted: the employee (the administrator) vetoes an EHG documentation
    const ehg = await createProcess(t, o.supervisor, o.employee.user.id, 3);
    const doc = ehg.feedbackOf(FEEDBACK_TYPES.documentation);
    const supervisor = client(t, o.supervisor);
    expectStatus(
      await supervisor.post('/api/FeedbackTalkDate', { processId: ehg.id, talkDate: '2099-02-01T08:30:00Z' }),
      200,
    );
    const comment = { feedbackId: doc, elementId: 'e-expect', itemId: null, comment: 'Key accounts' };
    expectStatus(await supervisor.post('/api/FeedbackComments', comment), 200);
    await saveItemValue(supervisor, doc, 'e-clarity', 3);
    expectStatus(await supervisor.post('/api/Feedbacks/Submit', { feedbackId: doc }), 200);
    expectStatus(await admin.post(IMPERSONATE, { id: o.employee.user.id }), 200);
    expectStatus(await admin.put('/api/Feedbacks/Veto', { feedbackId: doc, comment: 'Budget missing' }), 200);
    expectStatus(await admin.post(UNIMPERSONATE, undefined), 204);
    const mails = await t.app.db
      .selectFrom('emails')
      .select('body_text')
      .where('organization_id', '=', o.org.id)
      .where('recipient', '=', o.supervisor.user.email)
      .execute();
    expect(mails.map((m) => m.body_text).join('\n')).toContain(
      `${nameOf(o.employee)} (${nameOf(o.fullAdmin)} im Identitätswechsel)`,
    );
    // every mail caused while impersonating says so, also where the template names no actor
    const notice = `Ausgelöst von ${nameOf(o.fullAdmin)} im Identitätswechsel als ${nameOf(o.employee)}.`;
    const caused = mails.filter((m) => m.body_text.includes(notice));
    expect(caused.length).toBeGreaterThanOrEqual(2);
  });

  it('connects hubs as the employee', async () => {
    const o = await setUp();
    expectStatus(await client(t, o.fullAdmin).post(IMPERSONATE, { id: o.employee.user.id }), 200);
    const hub = await hubs.listen<{ userId: number }>('users', o.org.slug, tokenOf(o.fullAdmin.headers), [
      'NotificationsUpdated',
    ]);
    // a process started for the employee notifies the employee, live on their users hub
    await createProcess(t, o.supervisor, o.employee.user.id);
    await hub.until((r) => r.length >= 1);
    expect(hub.received[0].value).toMatchObject({ userId: o.employee.user.id });
  });
});
