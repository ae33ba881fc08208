import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FormList, FormSettingList } from '../../src/engine/api/forms';
import { PROCESS_TYPES } from '../../src/engine/constants';
import { buildForm, buildOrg, buildUser } from './helpers/factories';
import { demoAdminHeaders } from './helpers/demo-data';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

const headers = (token: string, slug: string) => ({
  authorization: `Bearer ${token}`,
  'x-organization': slug,
});

async function designer(roles = ['dpt.forms.read']) {
  const org = await buildOrg(t.app.db);
  const user = await buildUser(t.app.db, { organizationId: org.id, roles });
  return { org, user, h: headers(await t.tokenFor(user.subject), org.slug) };
}

describe('GET /api/Forms', () => {
  it('401 without a token and 403 without forms access', async () => {
    const { org, h } = await designer([]);
    const anonymous = await t.app.inject({ url: '/api/Forms', headers: { 'x-organization': org.slug } });
    expect(anonymous.statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/Forms', headers: h });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('lists the latest version of each questionnaire of the own organization only', async () => {
    const { org, h } = await designer();
    const correlationId = crypto.randomUUID();
    await buildForm(t.app.db, { organizationId: org.id, correlationId, version: 1, name: 'Bogen A' });
    const v2 = await buildForm(t.app.db, {
      organizationId: org.id,
      correlationId,
      version: 2,
      name: 'Bogen A',
    });
    const draft = await buildForm(t.app.db, { organizationId: org.id, name: 'Entwurf', isDraft: true });
    await buildForm(t.app.db, { name: 'Fremder Bogen' }); // another organization

    const res = await t.app.inject({ url: '/api/Forms', headers: h });
    expect(res.statusCode).toBe(200);
    const items = (res.json() as FormList).formsListItems;
    expect(items.map((i) => i.name).sort()).toEqual(['Bogen A', 'Entwurf']);
    expect(items.find((i) => i.name === 'Bogen A')).toMatchObject({
      id: v2.id,
      correlationId,
      version: 2,
      versionCount: 2,
      isDraft: false,
      questionnaireType: PROCESS_TYPES.MAFEG,
      processCount: 0,
    });
    expect(items.find((i) => i.id === draft.id)).toMatchObject({ isDraft: true, version: 1 });
  });
});

describe('GET /api/Forms/{id}', () => {
  it('400 for a malformed id, 404 for a missing one and for another organization', async () => {
    const { h } = await designer();
    expect((await t.app.inject({ url: '/api/Forms/abc', headers: h })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/Forms/999999', headers: h })).statusCode).toBe(404);
    const foreign = await buildForm(t.app.db);
    expect((await t.app.inject({ url: `/api/Forms/${foreign.id}`, headers: h })).statusCode).toBe(404);
  });

  it('returns the questionnaire with its pages', async () => {
    const { org, h } = await designer(['dpt.forms.read', 'dpt.forms.write']);
    const form = await buildForm(t.app.db, { organizationId: org.id, name: 'MAFEG Test' });
    const res = await t.app.inject({ url: `/api/forms/${form.id}`, headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: form.id,
      name: 'MAFEG Test',
      version: 1,
      isDraft: false,
      pages: [{ id: 'p1', elements: [{ id: 'q1', type: 'scaleQuestion' }] }],
    });
  });
});

describe('GET /api/FormSettings/{organization} and GET /api/Workflows', () => {
  it("403 for another organization's settings; the own ones name the questionnaires", async () => {
    const { org, h } = await designer();
    const other = await buildOrg(t.app.db);
    const refused = await t.app.inject({ url: `/api/FormSettings/${other.slug}`, headers: h });
    expect(refused.statusCode).toBe(403);

    const form = await buildForm(t.app.db, {
      organizationId: org.id,
      name: 'EHG Bogen',
      questionnaireType: PROCESS_TYPES.EHG,
    });
    await t.app.db
      .insertInto('form_settings')
      .values({
        organization_id: org.id,
        process_type: PROCESS_TYPES.EHG,
        feedback_type: 3,
        form_correlation_id: form.correlation_id,
      })
      .execute();
    const res = await t.app.inject({ url: `/api/FormSettings/${org.slug}`, headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([
      {
        processType: PROCESS_TYPES.EHG,
        feedbackType: 3,
        formCorrelationId: form.correlation_id,
        formId: form.id,
        formName: 'EHG Bogen',
      },
    ]);
  });

  it('every member reads the default workflows of the six process types', async () => {
    const { org } = await designer();
    await ensureWorkflows(org.id);
    const member = await buildUser(t.app.db, { organizationId: org.id });
    const res = await t.app.inject({
      url: '/api/Workflows',
      headers: headers(await t.tokenFor(member.subject), org.slug),
    });
    expect(res.statusCode).toBe(200);
    const settings = res.json().settings as { processType: number; initialStatus: number }[];
    expect(settings.map((s) => s.processType)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(settings.find((s) => s.processType === 1)?.initialStatus).toBe(100);
  });
});

async function ensureWorkflows(organizationId: number) {
  const { ensureDefaultWorkflows } = await import('../../src/server/db/seed/default-workflows');
  await ensureDefaultWorkflows(t.app.db, organizationId);
}

describe('demo questionnaires', () => {
  it('the demo organization has a questionnaire for every process type, assigned to its feedback types', async () => {
    const h = await demoAdminHeaders(t);
    const list = ((await t.app.inject({ url: '/api/Forms', headers: h })).json() as FormList).formsListItems;
    expect(new Set(list.map((f) => f.questionnaireType))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(list).toHaveLength(8);

    const settings = (
      (await t.app.inject({ url: '/api/FormSettings/demo', headers: h })).json() as FormSettingList
    ).result;
    expect(settings.filter((s) => s.processType === 1).map((s) => s.feedbackType)).toEqual([1, 2, 3]);
    expect(settings.every((s) => list.some((f) => f.id === s.formId))).toBe(true);
    // the demo processes use the questionnaires; the MAFEG self-evaluation serves several of them
    const mafegSelf = settings.find((s) => s.processType === 1 && s.feedbackType === 1)!;
    const listed = list.find((f) => f.id === mafegSelf.formId)!;
    expect(listed.processCount).toBeGreaterThan(1);

    const session = (await t.app.inject({ url: '/api/Session/Initialize', headers: h })).json();
    expect(session.workflows).toHaveLength(6);
    expect(Object.keys(session.customFormSettings['1'])).toEqual(['1', '2', '3']);
  });
});
