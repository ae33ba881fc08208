import { describe, expect, it } from 'vitest';
import { runReminders, type ReminderServices } from '../../src/server/features/notifications/reminders';
import { buildForm } from './helpers/factories';
import {
  buildProcessOrg,
  client,
  createProcess,
  expectStatus,
  type ProcessOrg,
  setTalkDate,
} from './helpers/process-factories';
import { useTestApp } from './helpers/use-test-app';

const { t } = useTestApp();

const EHG = 3;
const DAY = 24 * 60 * 60 * 1000;

const mailsOf = (organizationId: number) =>
  t.app.db
    .selectFrom('emails')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .execute();

const services = (): ReminderServices => ({
  db: t.app.db,
  hubs: t.app.hubs,
  organizationConfig: t.app.organizationConfig,
  mail: { kick: async () => {}, from: t.config.mailFrom, publicUrl: t.config.publicUrl },
});

const setLanguage = (db: ProcessOrg['employee'], languageKey: string) =>
  t.app.db.updateTable('users').set({ language_key: languageKey }).where('id', '=', db.user.id).execute();

const setRoles = (who: ProcessOrg['admin'], roles: string[]) =>
  t.app.db
    .updateTable('users')
    .set({ roles: JSON.stringify(roles) })
    .where('id', '=', who.user.id)
    .execute();

/** Saves the organization's notification template `templateId` as `who`: subject and body, German and English. */
async function saveTemplate(
  who: ProcessOrg['admin'],
  templateId: number,
  subject: [string, string],
  body: [string, string],
) {
  const translations = ([de, en]: [string, string]) => [
    { languageKey: 'de-DE', translation: de },
    { languageKey: 'en-US', translation: en },
  ];
  const template = { templateId, subject: translations(subject), body: translations(body) };
  expectStatus(await client(t, who).post('/api/NotificationTemplates', template), 200);
}

describe('e-mail notifications', () => {
  it('answers 401 without sign-in and 400 for unknown or repeated kinds in the settings', async () => {
    const o = await buildProcessOrg(t);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/Notifications/settings' });
    expect(anonymous.statusCode).toBe(401);
    const me = client(t, o.employee);
    expect(
      (await me.put('/api/Notifications/settings', { kinds: [{ kind: 'nope', email: false }] })).statusCode,
    ).toBe(400);
    const twice = {
      kinds: [
        { kind: 'talkDateSet', email: false },
        { kind: 'talkDateSet', email: true },
      ],
    };
    const repeated = await me.put('/api/Notifications/settings', twice);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().code).toBe('DUPLICATE_KIND');
    const share = await me.put('/api/Notifications/settings', {
      kinds: [{ kind: 'shareLinkSent', email: false }],
    });
    expect(share.statusCode).toBe(400);
    const settings = expectStatus(await me.get('/api/Notifications/settings'), 200).json();
    expect(settings.kinds.every((k: { email: boolean }) => k.email)).toBe(true);
  });

  it("queues the organization's template in the recipient's language with HTML, text and a link, in the action's transaction", async () => {
    const o = await buildProcessOrg(t);
    await setLanguage(o.employee, 'en-US');
    const writer = await setRoles(o.admin, ['dpt.notification_templates.write']);
    expect(writer).toBeDefined();
    await saveTemplate(
      o.admin,
      1,
      ['Neuer {{processType}}-Prozess', 'Your {{processType}} <b>started</b>'],
      [
        'Hallo {{recipientName}}, {{link}}',
        'Hi {{recipientName}} <script>alert(1)</script>,\nby {{actorName}}.\n\n{{link}}',
      ],
    );

    const process = await createProcess(t, o.supervisor, o.employee.user.id, EHG);
    const mails = await mailsOf(o.org.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // the open page: it asks on arrival where the link leads the reader then
    const link = `${t.config.publicUrl}/${o.org.slug}/open/process/${process.id}`;
    const sup = `${o.supervisor.user.first_name} ${o.supervisor.user.last_name}`;
    expect(mail).toMatchObject({
      recipient: o.employee.user.email,
      sender: t.config.mailFrom,
      subject: 'Your EHG <b>started</b>',
      body_text: `Hi ${o.employee.user.first_name} ${o.employee.user.last_name} <script>alert(1)</script>,\nby ${sup}.\n\n${link}`,
    });
    expect(mail?.body_html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.body_html).not.toContain('<script>');
    expect(mail?.body_html).toContain(`<a href="${link}"`);
    expect(mail?.body_html).toContain(o.org.name);
    // the in-app notification came with it
    const inApp = await t.app.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', o.employee.user.id)
      .execute();
    expect(inApp).toEqual([{ kind: 'processStarted' }]);
    expect(process.id).toBeGreaterThan(0);
  });

  it('commits the e-mail with the action or not at all', async () => {
    const o = await buildProcessOrg(t);
    // a handler after the notifications' one fails: the action and its e-mail roll back together
    const unsubscribe = t.processes.events.subscribeInTransaction(async () => {
      throw new Error('the disk is full');
    });
    try {
      const res = await client(t, o.supervisor).post('/api/Feedbacks', {
        processType: EHG,
        recipientId: o.employee.user.id,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      unsubscribe();
    }
    expect(await mailsOf(o.org.id)).toEqual([]);
    const processes = await t.app.db
      .selectFrom('processes')
      .select('id')
      .where('organization_id', '=', o.org.id)
      .execute();
    expect(processes).toEqual([]);
    await createProcess(t, o.supervisor, o.employee.user.id, EHG);
    expect(await mailsOf(o.org.id)).toHaveLength(1);
  });

  it('respects a switched-off kind and still sends the others', async () => {
    const o = await buildProcessOrg(t);
    const off = { kinds: [{ kind: 'talkDateSet', email: false }] };
    const saved = expectStatus(
      await client(t, o.employee).put('/api/Notifications/settings', off),
      200,
    ).json();
    expect(saved.kinds).toContainEqual({ kind: 'talkDateSet', email: false });
    expect(saved.kinds).toContainEqual({ kind: 'processStarted', email: true });

    const process = await createProcess(t, o.supervisor, o.employee.user.id, EHG);
    const talkDate = { processId: process.id, talkDate: '2099-02-01T08:30:00Z' };
    expectStatus(await client(t, o.supervisor).post('/api/FeedbackTalkDate', talkDate), 200);
    const mails = await mailsOf(o.org.id);
    // processStarted in German (the default language); no talk-date e-mail; the in-app one is still there
    expect(mails.map((m) => m.subject)).toEqual(['EHG: ein Prozess wurde für Sie gestartet']);
    const kinds = await t.app.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', o.employee.user.id)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['processStarted', 'talkDateSet']);
  });

  it('sends a due reminder once, however often and however many runners run the job', async () => {
    const now = new Date();
    const remind = async () => {
      const o = await buildProcessOrg(t);
      const process = await createProcess(t, o.supervisor, o.employee.user.id, EHG);
      const soon = new Date(now.getTime() + 3 * DAY).toISOString();
      await setTalkDate(t, o.supervisor, process.id, soon);
      return { o, before: (await mailsOf(o.org.id)).length };
    };
    const first = await remind();
    await runReminders(services(), now);
    await runReminders(services(), now);
    const mails = (await mailsOf(first.o.org.id)).slice(first.before);
    expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
      [
        first.o.supervisor.user.email,
        `Erinnerung: Dokumentation für ${first.o.employee.user.first_name} ${first.o.employee.user.last_name} ist noch offen`,
      ],
    ]);
    expect(mails[0]?.body_text).toMatch(new RegExp(`/${first.o.org.slug}/open/process/\\d+\\?feedback=\\d+`));

    const second = await remind();
    const counts = await Promise.all([runReminders(services(), now), runReminders(services(), now)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await mailsOf(second.o.org.id)).length - second.before).toBe(1);

    // a talk date further away than a week reminds nobody yet
    const o = await buildProcessOrg(t);
    const process = await createProcess(t, o.supervisor, o.employee.user.id, EHG);
    const later = new Date(now.getTime() + 10 * DAY).toISOString();
    expectStatus(
      await client(t, o.supervisor).post('/api/FeedbackTalkDate', { processId: process.id, talkDate: later }),
      200,
    );
    const before = (await mailsOf(o.org.id)).length;
    await runReminders(services(), now);
    expect((await mailsOf(o.org.id)).length).toBe(before);
  });

  it("invites to a shared form with the organization's share-link template, in both languages", async () => {
    const o = await buildProcessOrg(t);
    await setRoles(o.admin, ['dpt.forms.write', 'dpt.notification_templates.write']);
    const form = await buildForm(t.app.db, { organizationId: o.org.id, name: 'Teamklima' });
    await saveTemplate(
      o.admin,
      12,
      ['Bitte um Feedback zu {{formName}}', 'Feedback on {{formName}}, please'],
      ['{{actorName}} fragt: {{link}}', '{{actorName}} asks: {{link}}'],
    );
    const share = { email: 'extern@example.org', formId: form.id };
    expectStatus(await client(t, o.admin).post('/api/feedbacks/share', share), 200);
    const [mail] = await mailsOf(o.org.id);
    expect(mail?.recipient).toBe('extern@example.org');
    expect(mail?.subject).toBe('Bitte um Feedback zu Teamklima / Feedback on Teamklima, please');
    const admin = `${o.admin.user.first_name} ${o.admin.user.last_name}`;
    expect(mail?.body_text).toMatch(
      new RegExp(
        `^${admin} fragt: http://localhost:3000/${o.org.slug}/feedback/anonymous/\\d+/\\S+\\n\\n—\\n\\n${admin} asks: `,
      ),
    );
  });
});
