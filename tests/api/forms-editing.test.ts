import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildForm, buildOrg, buildUser, formDefinition, questionnairePages } from './helpers/factories';
import { buildProcessOrg, createProcess, expectStatus } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t, hubs } = useTestApp({ hubs: true, config: { seedDemoData: false } });

const WRITE = ['dpt.forms.read', 'dpt.forms.write'];

async function member(roles: string[], organizationId?: number) {
  const org = organizationId ? { id: organizationId } : await buildOrg(t.app.db);
  const slug = (
    await t.app.db
      .selectFrom('organizations')
      .select('slug')
      .where('id', '=', org.id)
      .executeTakeFirstOrThrow()
  ).slug;
  const user = await buildUser(t.app.db, { organizationId: org.id, roles });
  const token = await t.tokenFor(user.subject);
  const headers = { authorization: `Bearer ${token}`, 'x-organization': slug };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /** Copies the version `id` of the questionnaire `correlationId` as a new questionnaire titled `newTitle`. */
  const copy = (id: number, correlationId: string, newTitle = 'Kopie') =>
    call('POST', '/api/Forms/copy', { id, newTitle, correlationId });
  /** Deletes the version `id` of the questionnaire `correlationId`. */
  const remove = (id: number, correlationId: string) =>
    call('DELETE', `/api/Forms?id=${id}&correlationId=${correlationId}`);
  return { org: { id: org.id, slug }, user, token, headers, call, copy, remove };
}

describe('POST /api/Forms, /api/Forms/copy, DELETE /api/Forms: refusals', () => {
  it('401 without a token', async () => {
    const { org } = await member(WRITE);
    const h = { 'x-organization': org.slug };
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/Forms',
      headers: h,
      payload: formDefinition(),
    });
    expect(save.statusCode).toBe(401);
    const copy = await t.app.inject({
      method: 'POST',
      url: '/api/Forms/copy',
      headers: h,
      payload: { id: 1, newTitle: 'x', correlationId: crypto.randomUUID() },
    });
    expect(copy.statusCode).toBe(401);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/Forms?id=1&correlationId=${crypto.randomUUID()}`,
      headers: h,
    });
    expect(del.statusCode).toBe(401);
  });

  it('400 for bodies that are not a questionnaire, naming the place; nothing is stored', async () => {
    const designer = await member(WRITE);
    const missing = await designer.call('POST', '/api/Forms', { name: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const badUuid = await designer.call('POST', '/api/Forms', formDefinition({ correlationId: 'abc' }));
    expect(badUuid.statusCode).toBe(400);
    const pages = [{ id: 'p1', pageIndex: 0, elements: [{ id: 'q1', index: 0, type: 'slider' }] }];
    const shape = await designer.call('POST', '/api/Forms', formDefinition({ pages }));
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors.map((e: { path: string }) => e.path)).toContain(
      '/body/pages/0/elements/0/type',
    );
    const list = await designer.call('GET', '/api/Forms');
    expect(list.json().formsListItems).toEqual([]);
  });

  it('publishing refuses a duplicate element id and a condition on a missing element, at the element; a draft keeps them', async () => {
    const designer = await member(WRITE);
    const [page] = questionnairePages();
    const duplicate = [{ ...page, elements: [...page.elements, { ...page.elements[0], index: 1 }] }];
    const res = await designer.call('POST', '/api/Forms', formDefinition({ pages: duplicate }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'QUESTIONNAIRE_INVALID',
      issues: [{ code: 'duplicateElementId', elementId: 'q1', path: '/pages/0/elements/1/id' }],
    });
    const orphan = [
      {
        ...page,
        elements: [
          {
            id: 'g1',
            index: 0,
            type: 'grouping',
            hasCondition: true,
            condition: { elementId: 'gone', operator: 'answered' },
            elements: [],
          },
        ],
      },
    ];
    const cond = await designer.call('POST', '/api/Forms', formDefinition({ pages: orphan }));
    expect(cond.statusCode).toBe(400);
    expect(cond.json().issues[0]).toMatchObject({
      code: 'conditionUnknownElement',
      path: '/pages/0/elements/0/condition/elementId',
    });
    const draft = await designer.call('POST', '/api/Forms', formDefinition({ pages: orphan, isDraft: true }));
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ isDraft: true, version: 1, revision: 1, newVersion: true });
  });

  it('403 for a reader of the forms area and for a member without it', async () => {
    for (const roles of [['dpt.forms.read'], [], ['dpt.processes.read', 'dpt.processes.write']]) {
      const reader = await member(roles);
      const form = await buildForm(t.app.db, { organizationId: reader.org.id });
      const save = await reader.call('POST', '/api/Forms', formDefinition());
      expect(save.statusCode).toBe(403);
      const copy = await reader.copy(form.id, form.correlation_id);
      expect(copy.statusCode).toBe(403);
      const del = await reader.remove(form.id, form.correlation_id);
      expect(del.statusCode).toBe(403);
    }
  });

  it('a full administrator may save, copy and delete', async () => {
    const admin = await member(['dpt.full_admin']);
    const saved = expectStatus(
      await admin.call('POST', '/api/Forms', formDefinition({ isDraft: true })),
      200,
    ).json();
    const copy = expectStatus(await admin.copy(saved.id, saved.correlationId), 200).json();
    expectStatus(await admin.remove(copy.id, copy.correlationId), 204);
  });

  it("another organization's questionnaire is not found for saving, copying or deleting", async () => {
    const designer = await member(WRITE);
    const foreign = await buildForm(t.app.db);
    const save = await designer.call(
      'POST',
      '/api/Forms',
      formDefinition({ id: foreign.id, correlationId: foreign.correlation_id }),
    );
    expect(save.statusCode).toBe(404);
    const copy = await designer.copy(foreign.id, foreign.correlation_id);
    expect(copy.statusCode).toBe(404);
    const del = await designer.remove(foreign.id, foreign.correlation_id);
    expect(del.statusCode).toBe(404);
    const untouched = await t.app.db
      .selectFrom('forms')
      .select(['deleted_at', 'revision'])
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ deleted_at: null, revision: 1 });
  });
});

describe('saving versions', () => {
  it('overwrites an unused version, refuses a stale revision with 409, and a used one gets a new version', async () => {
    const o = await buildProcessOrg(t);
    const designer = await member(WRITE, o.org.id);
    const created = expectStatus(await designer.call('POST', '/api/Forms', formDefinition()), 200).json();
    expect(created).toMatchObject({ version: 1, revision: 1, newVersion: true });
    const taken = await designer.call(
      'POST',
      '/api/Forms',
      formDefinition({ correlationId: created.correlationId }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('FORM_EXISTS');

    const body = { ...created, name: 'Umbenannt' };
    delete body.newVersion;
    const saved = expectStatus(await designer.call('POST', '/api/Forms', body), 200).json();
    expect(saved).toMatchObject({ id: created.id, version: 1, revision: 2, newVersion: false });
    const stale = await designer.call('POST', '/api/Forms', { ...body, name: 'Alt' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'FORM_VERSION_STALE',
      latestId: created.id,
      latestVersion: 1,
    });

    // the organization's self-evaluation questionnaire serves a process from now on
    const self = o.forms.self;
    await createProcess(t, o.employee, o.employee.user.id);
    const current = (await designer.call('GET', `/api/Forms/${self.id}`)).json();
    const next = expectStatus(
      await designer.call('POST', '/api/Forms', { ...current, name: 'Self v2' }),
      200,
    ).json();
    expect(next).toMatchObject({ correlationId: self.correlation_id, version: 2, newVersion: true });
    expect(next.id).not.toBe(self.id);
    const kept = (await designer.call('GET', `/api/Forms/${self.id}`)).json();
    expect(kept).toMatchObject({ name: 'Self', version: 1 });
    const onOld = await designer.call('POST', '/api/Forms', { ...current, name: 'Self v2 again' });
    expect(onOld.statusCode).toBe(409);
    expect(onOld.json()).toMatchObject({ code: 'FORM_VERSION_STALE', latestId: next.id, latestVersion: 2 });
    const item = (await designer.call('GET', '/api/Forms'))
      .json()
      .formsListItems.find((i: { correlationId: string }) => i.correlationId === self.correlation_id);
    expect(item).toMatchObject({ id: next.id, version: 2, versionCount: 2, processCount: 1 });
  });
});

describe('copy and delete', () => {
  it('copies a version as a new questionnaire; a mismatching correlation id is not found', async () => {
    const designer = await member(WRITE);
    const source = await buildForm(t.app.db, { organizationId: designer.org.id, name: 'Quelle' });
    const wrong = await designer.copy(source.id, crypto.randomUUID());
    expect(wrong.statusCode).toBe(404);
    const blank = await designer.copy(source.id, source.correlation_id, '   ');
    expect(blank.statusCode).toBe(400);
    const copy = expectStatus(
      await designer.copy(source.id, source.correlation_id, ' Kopie von Quelle '),
      200,
    ).json();
    expect(copy).toMatchObject({ name: 'Kopie von Quelle', version: 1, pages: source.pages });
    expect(copy.correlationId).not.toBe(source.correlation_id);
    const names = (await designer.call('GET', '/api/Forms'))
      .json()
      .formsListItems.map((i: { name: string }) => i.name);
    expect(names.sort()).toEqual(['Kopie von Quelle', 'Quelle']);
  });

  it('refuses to delete a questionnaire a process uses or a feedback type is served by; deletes an unused one', async () => {
    const o = await buildProcessOrg(t);
    const designer = await member(WRITE, o.org.id);
    await createProcess(t, o.employee, o.employee.user.id);
    const self = o.forms.self;
    const used = await designer.remove(self.id, self.correlation_id);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ code: 'FORM_IN_USE', processCount: 1 });
    const ehg = o.forms.ehg;
    const assigned = await designer.remove(ehg.id, ehg.correlation_id);
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().code).toBe('FORM_ASSIGNED');

    const free = await buildForm(t.app.db, { organizationId: o.org.id, name: 'Frei' });
    const bad = await designer.call('DELETE', `/api/Forms?id=${free.id}`);
    expect(bad.statusCode).toBe(400);
    const gone = await designer.remove(free.id, free.correlation_id);
    expect(gone.statusCode).toBe(204);
    expect((await designer.call('GET', `/api/Forms/${free.id}`)).statusCode).toBe(404);
    const names = (await designer.call('GET', '/api/Forms'))
      .json()
      .formsListItems.map((i: { name: string }) => i.name);
    expect(names).not.toContain('Frei');
    expect(names).toContain('Self');
  });
});

describe('forms hub', () => {
  type FormEvent = { id: number; correlationId: string };
  const listen = (token: string, slug: string, group: string) =>
    hubs.listen<FormEvent>('forms', slug, token, ['FormSaved', 'FormCopied', 'FormDeleted'], [group]);

  it('a second designer of the form gets FormSaved, the list gets FormCopied and FormDeleted; another organization nothing', async () => {
    const a = await member(WRITE);
    const b = await member(WRITE, a.org.id);
    const outsider = await member(WRITE);
    const form = expectStatus(
      await a.call('POST', '/api/Forms', formDefinition({ isDraft: true })),
      200,
    ).json();
    const editor = await listen(b.token, b.org.slug, `form:${form.correlationId}`);
    const list = await listen(b.token, b.org.slug, 'forms');
    const foreign = await listen(outsider.token, outsider.org.slug, `form:${form.correlationId}`);
    const body = { ...form, name: 'Neu' };
    delete body.newVersion;
    expectStatus(await a.call('POST', '/api/Forms', body), 200);
    await editor.until(() => editor.received.some((r) => r.target === 'FormSaved'));
    expect(editor.received[0].value).toMatchObject({
      id: form.id,
      correlationId: form.correlationId,
      version: 1,
    });

    const copy = expectStatus(await a.copy(form.id, form.correlationId, 'K'), 200).json();
    await expectStatus(await a.remove(copy.id, copy.correlationId), 204);
    await list.until(() => list.received.some((r) => r.target === 'FormDeleted'));
    expect(list.received.map((r) => r.target)).toEqual(['FormSaved', 'FormCopied', 'FormDeleted']);
    // the editor group of the first form does not hear about the copy's deletion
    await editor.connection.invoke('LeaveGroup', `form:${form.correlationId}`);
    expect(editor.received.map((r) => r.target)).toEqual(['FormSaved']);
    expect(foreign.received).toEqual([]);
  });
});
