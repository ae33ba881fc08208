import { describe, expect, it } from 'vitest';
import type { Template, TemplateList } from '../../src/engine/api/notification-templates';
import { TEMPLATE_KINDS, TEMPLATE_LIMITS } from '../../src/engine/notifications/template-catalogue';
import { DEFAULT_TEMPLATES } from '../../src/engine/notifications/template-defaults';
import { buildOrg } from './helpers/factories';
import { buildPerson, client, expectStatus } from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

/** A text as a request sends it: a string language key, so that a bad one can be sent too. */
type TextInput = { languageKey: string; translation: string }[];

/** An organization with a template writer, a template reader and an employee without the area. */
async function templateOrg() {
  const db = t.app.db;
  const org = await buildOrg(db);
  const person = (roles: string[]) => buildPerson(t, org, { roles });
  return {
    org,
    writer: await person(['dpt.notification_templates.read', 'dpt.notification_templates.write']),
    reader: await person(['dpt.notification_templates.read']),
    employee: await person([]),
  };
}

const tr = (de: string, en: string): TextInput => [
  { languageKey: 'de-DE', translation: de },
  { languageKey: 'en-US', translation: en },
];
const save = (templateId: number, subject: TextInput, body: TextInput) => ({
  templateId,
  subject,
  body,
});
const okBody = tr('Hallo {{recipientName}}: {{link}}', 'Hello {{recipientName}}: {{link}}');

describe('notification templates', () => {
  it('answers 401 without sign-in, 403 without the area or without write, 400 for bad ids and bodies', async () => {
    const o = await templateOrg();
    expect((await t.app.inject({ method: 'GET', url: '/api/NotificationTemplates' })).statusCode).toBe(401);
    expect((await client(t, o.employee).get('/api/NotificationTemplates')).statusCode).toBe(403);
    expect((await client(t, o.employee).get('/api/NotificationTemplates/1')).statusCode).toBe(403);
    const body = save(1, tr('Neu', 'New'), okBody);
    expect((await client(t, o.reader).post('/api/NotificationTemplates', body)).statusCode).toBe(403);
    expect((await client(t, o.reader).delete('/api/NotificationTemplates/1')).statusCode).toBe(403);
    expect((await client(t, o.writer).get('/api/NotificationTemplates/abc')).statusCode).toBe(400);
    expect((await client(t, o.writer).get('/api/NotificationTemplates/0')).statusCode).toBe(400);
    expect((await client(t, o.writer).get('/api/NotificationTemplates/99999999999')).statusCode).toBe(400);
    const bad = await client(t, o.writer).post('/api/NotificationTemplates', { ...body, extra: 1 });
    expect(bad.statusCode).toBe(400);
    const badLanguage = save(1, [{ languageKey: 'fr-FR', translation: 'x' }], okBody);
    expect((await client(t, o.writer).post('/api/NotificationTemplates', badLanguage)).statusCode).toBe(400);
    // nothing was stored by any of them
    const list = expectStatus(
      await client(t, o.reader).get('/api/NotificationTemplates'),
      200,
    ).json() as TemplateList;
    expect(list.result.every((x) => !x.changed)).toBe(true);
  });

  it('lists one default template per kind in both languages, with the kind’s placeholders', async () => {
    const o = await templateOrg();
    const list = expectStatus(
      await client(t, o.reader).get('/api/NotificationTemplates'),
      200,
    ).json() as TemplateList;
    expect(list.result.map((x) => x.kind)).toEqual([...TEMPLATE_KINDS]);
    expect(list.result.map((x) => x.templateId)).toEqual(TEMPLATE_KINDS.map((_, i) => i + 1));
    const vetoed = expectStatus(await client(t, o.reader).get('/api/NotificationTemplates/5'), 200).json();
    expect(vetoed).toMatchObject({
      kind: 'feedbackVetoed',
      changed: false,
      subject: tr(
        DEFAULT_TEMPLATES.feedbackVetoed['de-DE'].subject,
        DEFAULT_TEMPLATES.feedbackVetoed['en-US'].subject,
      ),
    });
    expect((vetoed as Template).placeholders).toContain('comment');
  });

  it('refuses an unknown placeholder with its name, oversized texts, markup tags and foreign links', async () => {
    const o = await templateOrg();
    const writer = client(t, o.writer);
    const unknown = await writer.post(
      '/api/NotificationTemplates',
      save(1, tr('Hallo {{password}}', 'Hello'), okBody),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'UNKNOWN_PLACEHOLDER',
      errors: [{ path: '/body/subject/0/translation' }],
    });
    expect(unknown.json().message).toContain('{{password}}');

    const long = 'x'.repeat(TEMPLATE_LIMITS.body + 1);
    const oversized = await writer.post('/api/NotificationTemplates', save(1, tr('a', 'b'), tr(long, 'b')));
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().errors).toEqual([
      { path: '/body/body/0/translation', message: expect.stringContaining('TOO_LONG') },
    ]);
    const huge = 'x'.repeat(TEMPLATE_LIMITS.body * 3);
    expect(
      (await writer.post('/api/NotificationTemplates', save(1, tr('a', 'b'), tr(huge, 'b')))).statusCode,
    ).toBe(400);

    const raw = await writer.post('/api/NotificationTemplates', save(1, tr('a', 'b'), tr('{{{link}}}', 'b')));
    expect(raw.json().message).toContain('UNSUPPORTED_TAG');

    const foreign = await writer.post(
      '/api/NotificationTemplates',
      save(1, tr('a', 'b'), tr('Siehe https://evil.example/login', 'See http://localhost:3000/ok')),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      { path: '/body/body/0/translation', message: expect.stringContaining('https://evil.example/login') },
    ]);
    const missing = await writer.post('/api/NotificationTemplates', {
      templateId: 1,
      subject: [{ languageKey: 'de-DE', translation: 'Nur Deutsch' }],
      body: okBody,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('/body/subject/1/translation');

    const after = expectStatus(await writer.get('/api/NotificationTemplates/1'), 200).json() as Template;
    expect(after.changed).toBe(false);
  });

  it('saves a template, keeps markup as text, resets to the default, and keeps organizations apart', async () => {
    const o = await templateOrg();
    const other = await templateOrg();
    const writer = client(t, o.writer);
    const body = tr('<b>Hallo</b> {{recipientName}} {{link}}', '<i>Hello</i> {{recipientName}} {{link}}');
    const saved = expectStatus(
      await writer.post('/api/NotificationTemplates', save(1, tr('Neu: {{processType}}', 'New'), body)),
      200,
    ).json() as Template;
    expect(saved).toMatchObject({ changed: true, subject: tr('Neu: {{processType}}', 'New'), body });

    // another organization sees its own default, and cannot read this one's with its own sign-in
    const theirs = expectStatus(
      await client(t, other.reader).get('/api/NotificationTemplates/1'),
      200,
    ).json();
    expect((theirs as Template).changed).toBe(false);
    const crossed = await t.app.inject({
      method: 'GET',
      url: '/api/NotificationTemplates/1',
      headers: { ...other.writer.headers, 'x-organization': o.org.slug },
    });
    expect(crossed.statusCode).toBe(403);

    const reset = expectStatus(await writer.delete('/api/NotificationTemplates/1'), 200).json() as Template;
    expect(reset.changed).toBe(false);
    expect(reset.subject[0]?.translation).toBe(DEFAULT_TEMPLATES.processStarted['de-DE'].subject);
    expect(
      (expectStatus(await writer.get('/api/NotificationTemplates/1'), 200).json() as Template).changed,
    ).toBe(false);
  });
});
