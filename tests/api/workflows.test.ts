import { describe, expect, it } from 'vitest';
import type { StoredWorkflow, WorkflowList } from '../../src/engine/api/workflows';
import { PROCESS_TYPE_IDS, PROCESS_TYPES } from '../../src/engine/constants';
import {
  defaultWorkflow,
  unpackSessionWorkflow,
  type SessionWorkflow,
  type WorkflowSettings,
} from '../../src/engine/workflows';
import { ensureDefaultWorkflows } from '../../src/server/db/seed/default-workflows';
import { buildOrg, buildUser } from './helpers/factories';
import { buildProcessOrg, client, createProcess, expectStatus } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t, hubs } = useTestApp({ hubs: true });

/** An organization with its default workflows and a member with the given roles. */
async function member(roles: string[] = ['dpt.full_admin'], organizationId?: number) {
  const orgId = organizationId ?? (await buildOrg(t.app.db)).id;
  await ensureDefaultWorkflows(t.app.db, orgId);
  const org = await t.app.db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  const user = await buildUser(t.app.db, { organizationId: org.id, roles });
  const token = await t.tokenFor(user.subject);
  return { org, user, token, headers: { authorization: `Bearer ${token}`, 'x-organization': org.slug } };
}

async function workflows(headers: Record<string, string>) {
  const res = await t.app.inject({ url: '/api/Workflows', headers });
  expect(res.statusCode).toBe(200);
  return res.json() as WorkflowList;
}

const ehgOf = async (headers: Record<string, string>) =>
  (await workflows(headers)).settings.find((s) => s.processType === 3) as StoredWorkflow;

/** EHG with "talk date reached" (100) in 210 leading to 230 instead of 220; still a valid workflow. */
function changedEhg(base: WorkflowSettings): WorkflowSettings {
  const settings = structuredClone(base);
  const edge = settings.transitions.find((tr) => tr.from === 210 && tr.triggerType === 100);
  if (!edge) throw new Error('EHG default changed: no 210 --100--> transition');
  edge.to = 230;
  return settings;
}

const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/Workflows', headers, payload: payload as object });

/** Connects to the organization hub and records WorkflowSettingsModified; next(n) waits for n of them. */
async function connect(slug: string, token: string) {
  const hub = await hubs.listen<unknown>('organization', slug, token, ['WorkflowSettingsModified']);
  return {
    connection: hub.connection,
    get received() {
      return hub.received.map((r) => r.value);
    },
    next: (count: number) => hub.until((received) => received.length >= count),
  };
}

describe('POST /api/Workflows', () => {
  it('401 without a token', async () => {
    const { org } = await member();
    const res = await post({ 'x-organization': org.slug }, defaultWorkflow(PROCESS_TYPES.EHG));
    expect(res.statusCode).toBe(401);
  });

  it('403 for an HR user without full_admin and for an employee, whatever the body', async () => {
    const { org } = await member();
    const hr = await member(['dpt.forms.read', 'dpt.forms.write', 'dpt.processes.write'], org.id);
    const employee = await member([], org.id);
    for (const who of [hr, employee]) {
      const valid = await post(who.headers, defaultWorkflow(PROCESS_TYPES.EHG));
      expect(valid.statusCode).toBe(403);
      expect(valid.json().code).toBe('FORBIDDEN');
      expect((await post(who.headers, [1, 2])).statusCode).toBe(403);
    }
  });

  it('400 VALIDATION_FAILED with JSON-pointer paths for settings that do not match the schema', async () => {
    const { headers } = await member();
    const settings = defaultWorkflow(PROCESS_TYPES.EHG) as unknown as Record<string, unknown>;
    (settings.transitions as Record<string, unknown>[])[2].triggerType = 42;
    delete settings.finalStatus;
    const res = await post(headers, { ...settings, colour: 'blue' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const paths = (body.errors as { path: string }[]).map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/body/transitions/2/triggerType', '/body/finalStatus', '/body/colour']),
    );
    expect((await post(headers, [])).statusCode).toBe(400);
  });

  it('400 WORKFLOW_SETTINGS_INVALID with the checker issues; nothing is stored', async () => {
    const { headers } = await member();
    const before = await ehgOf(headers);
    const settings = structuredClone(before);
    // 200 --7--> 210 is the only way into 210 besides its own loop: without it 210 is unreachable
    settings.transitions = settings.transitions.filter((tr) => !(tr.from === 200 && tr.to === 210));
    const res = await post(headers, settings);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      code: 'WORKFLOW_SETTINGS_INVALID',
      messageKey: 'workflows.errors.invalidSettings',
    });
    const index = settings.statusList.findIndex((s) => s.statusId === 210);
    expect(body.issues).toContainEqual({
      code: 'unreachableStatus',
      messageKey: 'workflows.issues.unreachableStatus',
      params: { statusId: 210, initialStatus: 200 },
      path: `/statusList/${index}`,
    });
    expect(body.errors).toContainEqual({ path: `/body/statusList/${index}`, message: 'unreachableStatus' });
    expect(await ehgOf(headers)).toEqual(before);
  });

  it("404 when the id is another organization's workflow", async () => {
    const { headers } = await member();
    const other = await member();
    const foreign = await ehgOf(other.headers);
    const res = await post(headers, { ...changedEhg(foreign), id: foreign.id });
    expect(res.statusCode).toBe(404);
    expect(await ehgOf(other.headers)).toEqual(foreign);
  });

  it('stores the change: visible at once in GET /Workflows and in Session/Initialize, to every member', async () => {
    const { org, headers } = await member();
    const employee = await member([], org.id);
    // warm the cached organization configuration, so the test shows that saving drops it
    const warm = await t.app.inject({ url: '/api/Session/Initialize', headers: employee.headers });
    expect(warm.statusCode).toBe(200);
    const before = await workflows(headers);
    const ehg = before.settings.find((s) => s.processType === 3) as StoredWorkflow;
    expect(before.meta.find((m) => m.id === ehg.id)?.isDefault).toBe(true);

    const res = await post(headers, changedEhg(ehg));
    expect(res.statusCode).toBe(200);
    const saved = res.json() as StoredWorkflow;
    expect(saved.id).toBe(ehg.id);
    expect(saved.transitions.find((tr) => tr.from === 210 && tr.triggerType === 100)?.to).toBe(230);

    const after = await workflows(employee.headers);
    expect(after.settings.find((s) => s.id === ehg.id)).toEqual(saved);
    const meta = after.meta.find((m) => m.id === ehg.id);
    expect(meta?.isDefault).toBe(false);
    expect(Date.parse(meta?.updatedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(before.meta.find((m) => m.id === ehg.id)?.updatedAt ?? ''),
    );
    const session = (
      await t.app.inject({ url: '/api/Session/Initialize', headers: employee.headers })
    ).json();
    const inSession = (session.workflows as SessionWorkflow[])
      .map(unpackSessionWorkflow)
      .find((s) => s.processType === 3);
    expect(inSession?.transitions.find((tr) => tr.from === 210 && tr.triggerType === 100)?.to).toBe(230);
  });

  it('accepts the id of the own row and saves a process type without a row yet', async () => {
    const { org, headers } = await member();
    const ehg = await ehgOf(headers);
    expect((await post(headers, { ...changedEhg(ehg), id: ehg.id })).statusCode).toBe(200);
    await t.app.db
      .deleteFrom('workflows')
      .where('organization_id', '=', org.id)
      .where('process_type', '=', PROCESS_TYPES.PDC)
      .execute();
    const res = await post(headers, defaultWorkflow(PROCESS_TYPES.PDC));
    expect(res.statusCode).toBe(200);
    expect((await workflows(headers)).settings.map((s) => s.processType)).toEqual(PROCESS_TYPE_IDS);
  });
});

describe('DELETE /api/Workflows/{id}', () => {
  it('401, 403 for HR and employees, 400 for a malformed id, 404 for a missing or foreign id', async () => {
    const { org, headers } = await member();
    const ehg = await ehgOf(headers);
    const del = (h: Record<string, string>, id: number | string) =>
      t.app.inject({ method: 'DELETE', url: `/api/Workflows/${id}`, headers: h });
    expect((await del({ 'x-organization': org.slug }, ehg.id)).statusCode).toBe(401);
    const hr = await member(['dpt.forms.write', 'dpt.user.write'], org.id);
    const employee = await member([], org.id);
    expect((await del(hr.headers, ehg.id)).statusCode).toBe(403);
    expect((await del(employee.headers, ehg.id)).statusCode).toBe(403);
    expect((await del(headers, 'abc')).statusCode).toBe(400);
    expect((await del(headers, 99_999_999)).statusCode).toBe(404);
    const other = await member();
    const foreign = await ehgOf(other.headers);
    await post(other.headers, changedEhg(foreign));
    expect((await del(headers, foreign.id)).statusCode).toBe(404);
    expect((await ehgOf(other.headers)).transitions).toEqual(changedEhg(foreign).transitions);
  });

  it('resets the process type to the default workflow; GET and the session show it at once', async () => {
    const { headers } = await member();
    const ehg = await ehgOf(headers);
    await post(headers, changedEhg(ehg));
    await t.app.inject({ url: '/api/Session/Initialize', headers });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/Workflows/${ehg.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...defaultWorkflow(PROCESS_TYPES.EHG), id: ehg.id });
    const list = await workflows(headers);
    expect(list.settings.find((s) => s.id === ehg.id)).toEqual({
      ...defaultWorkflow(PROCESS_TYPES.EHG),
      id: ehg.id,
    });
    expect(list.meta.find((m) => m.id === ehg.id)?.isDefault).toBe(true);
    const session = (await t.app.inject({ url: '/api/Session/Initialize', headers })).json();
    const inSession = (session.workflows as SessionWorkflow[]).map(unpackSessionWorkflow);
    expect(inSession.find((s) => s.id === ehg.id)).toEqual({
      ...defaultWorkflow(PROCESS_TYPES.EHG),
      id: ehg.id,
    });
  });
});

describe('WorkflowSettingsModified on the organization hub', () => {
  it("reaches the organization's connections after a save and a reset, and no other organization's", async () => {
    const a = await member();
    const b = await member();
    const employeeOfA = await member([], a.org.id);
    const clientA = await connect(a.org.slug, employeeOfA.token);
    const clientB = await connect(b.org.slug, b.token);
    const ehg = await ehgOf(a.headers);

    expect((await post(a.headers, changedEhg(ehg))).statusCode).toBe(200);
    await clientA.next(1);
    expect(clientA.received).toEqual([{ processType: PROCESS_TYPES.EHG, id: ehg.id }]);

    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/Workflows/${ehg.id}`,
      headers: a.headers,
    });
    expect(reset.statusCode).toBe(200);
    await clientA.next(2);
    expect(clientA.received[1]).toEqual({ processType: PROCESS_TYPES.EHG, id: ehg.id });

    // B's own event arrives after A's two; had either reached B, it would be first
    const ehgOfB = await ehgOf(b.headers);
    await post(b.headers, changedEhg(ehgOfB));
    await clientB.next(1);
    expect(clientB.received).toEqual([{ processType: PROCESS_TYPES.EHG, id: ehgOfB.id }]);
  });

  it('a refused or invalid save publishes nothing', async () => {
    const a = await member();
    const hr = await member(['dpt.forms.write'], a.org.id);
    const client = await connect(a.org.slug, hr.token);
    const ehg = await ehgOf(a.headers);
    expect((await post(hr.headers, changedEhg(ehg))).statusCode).toBe(403);
    const broken = structuredClone(ehg);
    broken.finalStatus = 12345;
    expect((await post(a.headers, broken)).statusCode).toBe(400);
    // a valid save afterwards is the first event the client sees
    await post(a.headers, changedEhg(ehg));
    await client.next(1);
    expect(client.received).toEqual([{ processType: PROCESS_TYPES.EHG, id: ehg.id }]);
  });
});

describe('feedback actions follow a changed workflow', () => {
  it('after POST /Workflows the next action of a running process takes the new transition', async () => {
    const o = await buildProcessOrg(t);
    const admin = await member(['dpt.full_admin'], o.org.id);
    const supervisor = client(t, o.supervisor);
    // created before the change, with the organization's configuration cached by then
    const before = await createProcess(t, o.supervisor, o.employee.user.id, PROCESS_TYPES.EHG);
    const other = await createProcess(t, o.supervisor, o.peer.user.id, PROCESS_TYPES.EHG);
    expect([before.statusId, other.statusId]).toEqual([200, 200]);
    const comment = (feedbackId: number) =>
      supervisor.post('/api/FeedbackComments', {
        feedbackId,
        elementId: 'e-expect',
        itemId: null,
        comment: 'x',
      });

    // default: starting the documentation (trigger 6) moves 200 -> 220
    expect(expectStatus(await comment(other.feedbackOf(3)), 200).json().statusId).toBe(220);

    // the admin points 200 --6--> at 210 instead (220 stays reachable through 210)
    const ehg = await ehgOf(admin.headers);
    const changed = structuredClone(ehg);
    const edge = changed.transitions.find((tr) => tr.from === 200 && tr.triggerType === 6);
    if (!edge) throw new Error('EHG default changed: no 200 --6--> transition');
    edge.to = 210;
    expect((await post(admin.headers, changed)).statusCode).toBe(200);

    const moved = expectStatus(await comment(before.feedbackOf(3)), 200).json();
    expect(moved.statusId).toBe(210);
    // and the next step from there is the (unchanged) 210 transition of the same trigger
    const process = expectStatus(
      await supervisor.get(`/api/Feedbacks?feedbackId=${before.feedbackOf(3)}`),
      200,
    );
    expect(process.json().allowedActions).toMatchObject({ edit: true, setTalkDate: true });
  });
});
