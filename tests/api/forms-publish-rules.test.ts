import { describe, expect, it } from 'vitest';
import { buildOrg, buildUser, formDefinition } from './helpers/factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp({ config: { seedDemoData: false } });

async function member(roles: string[]) {
  const org = await buildOrg(t.app.db);
  const { slug } = await t.app.db
    .selectFrom('organizations')
    .select('slug')
    .where('id', '=', org.id)
    .executeTakeFirstOrThrow();
  const user = await buildUser(t.app.db, { organizationId: org.id, roles });
  const headers = { authorization: `Bearer ${await t.tokenFor(user.subject)}`, 'x-organization': slug };
  return (payload: object) => t.app.inject({ method: 'POST', url: '/api/Forms', headers, payload });
}

const onlyText = [
  {
    id: 'p1',
    pageIndex: 0,
    elements: [{ id: 't1', index: 0, type: 'textSection', title: { 'de-DE': 'Hallo', 'en-US': 'Hello' } }],
  },
];

describe('POST /api/Forms: publishing needs a name and a question', () => {
  it('401 without a token and 403 without the write right, before any rule', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Forms', payload: formDefinition() });
    expect(res.statusCode).toBe(401);
    const reader = await member(['dpt.forms.read']);
    expect((await reader(formDefinition({ name: ' ', pages: [] }))).statusCode).toBe(403);
  });

  it('refuses an unnamed questionnaire without questions, naming both; a draft of it is kept', async () => {
    const save = await member(['dpt.forms.read', 'dpt.forms.write']);
    const refused = await save(formDefinition({ name: '   ', pages: onlyText }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'QUESTIONNAIRE_INVALID',
      issues: [
        { code: 'nameMissing', path: '/name', messageKey: 'forms.check.nameMissing' },
        { code: 'noQuestion', path: '/pages', messageKey: 'forms.check.noQuestion' },
      ],
    });
    const empty = await save(formDefinition({ pages: [{ id: 'p1', pageIndex: 0, elements: [] }] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((i: { code: string }) => i.code)).toEqual(['noQuestion']);

    expect((await save(formDefinition({ name: '   ', pages: onlyText, isDraft: true }))).statusCode).toBe(
      200,
    );
    expect((await save(formDefinition())).statusCode).toBe(200);
  });
});
