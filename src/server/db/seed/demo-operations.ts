import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { EMAIL_STATUSES } from '../../../engine/constants';
import { ERROR_LOG_TYPES } from '../../../engine/error-log';
import type { Database } from '../database';
import '../../features/error-log';
import '../../mail/tables';

const SENDER = 'DPT Feedback <no-reply@dpt.invalid>';
const HOUR = 60 * 60 * 1000;

type DemoMail = {
  to: string;
  subject: string;
  text: string;
  status: number;
  hoursAgo: number;
  error?: string;
};

const mail = (
  to: string,
  subject: string,
  text: string,
  status: number,
  hoursAgo: number,
  error?: string,
): DemoMail => ({ to, subject, text, status, hoursAgo, error });

const { cancelled, sending, pending, sent, failed, received } = EMAIL_STATUSES;

/** E-mails of the demo organization in every status of SPEC §3, over the last weeks. */
const DEMO_MAILS: DemoMail[] = [
  mail(
    'emil.employee@demo.example',
    'Ihre Selbsteinschätzung ist bereit',
    'Hallo Emil,\n\nTom Klein hat Ihr Mitarbeitergespräch angelegt. Bitte füllen Sie Ihre Selbsteinschätzung aus.',
    sent,
    400,
  ),
  mail(
    'tom.teamlead@demo.example',
    'Emil Weber hat die Selbsteinschätzung abgegeben',
    'Hallo Tom,\n\nEmil Weber hat die Selbsteinschätzung abgegeben.',
    sent,
    330,
  ),
  mail(
    'lena.lang@demo.example',
    'Your self-evaluation is ready',
    'Hello Lena,\n\nSara Schulz has started your feedback talk. Please fill in your self-evaluation.',
    sent,
    300,
  ),
  mail(
    'sara.supervisor@demo.example',
    'Gesprächstermin in einer Woche',
    'Hallo Sara,\n\nDas Gespräch mit Lena Lang findet in einer Woche statt.',
    received,
    260,
  ),
  mail(
    'jonas.jung@demo.example',
    'Ihr Entwicklungsplan: Überprüfung fällig',
    'Hallo Jonas,\n\nDie halbjährliche Überprüfung Ihres Entwicklungsplans steht an.',
    sent,
    200,
  ),
  mail(
    'paula.peters@demo.example',
    'Ein Fragebogen wurde mit Ihnen geteilt',
    'Hallo Paula,\n\nHanna Hoffmann hat einen Fragebogen mit Ihnen geteilt.',
    failed,
    170,
    'connect ECONNREFUSED 10.0.0.25:587',
  ),
  mail(
    'ben.becker@demo.example',
    'Einladung zur Entwicklungskonferenz',
    'Hallo Ben,\n\nBitte reichen Sie Ihre Unterlagen eine Woche vor der Konferenz ein.',
    cancelled,
    150,
  ),
  mail(
    'clara.clausen@demo.example',
    'Ihre Beförderung wurde bestätigt',
    'Hallo Clara,\n\nIhre Nominierung wurde bestätigt.',
    sent,
    120,
  ),
  mail(
    'max.manager@demo.example',
    'Veto eingelegt',
    'Hallo Max,\n\nTom Klein hat ein Veto zum Gespräch von Emil Weber eingelegt.',
    sent,
    96,
  ),
  mail(
    'mia.mentor@demo.example',
    'Feedback confirmed',
    'Hello Mia,\n\nYour feedback for Emil Weber has been confirmed.',
    received,
    72,
  ),
  mail(
    'emil.employee@demo.example',
    'Erinnerung: Selbsteinschätzung noch offen',
    'Hallo Emil,\n\nIhre Selbsteinschätzung ist noch nicht abgegeben.',
    failed,
    48,
    '550 5.1.1 mailbox unavailable',
  ),
  mail(
    'hanna.hr@demo.example',
    'Neue Nominierung zur Beförderung',
    'Hallo Hanna,\n\nMax Müller hat Clara Clausen zur Beförderung nominiert.',
    cancelled,
    30,
  ),
  mail(
    'tom.teamlead@demo.example',
    'Gesprächstermin morgen',
    'Hallo Tom,\n\nDas Gespräch mit Emil Weber findet morgen statt.',
    sending,
    2,
  ),
  mail(
    'lena.lang@demo.example',
    'Reminder: your documents are due',
    'Hello Lena,\n\nPlease send your PDC documents a week before the conference.',
    pending,
    1,
  ),
  mail(
    'jonas.jung@demo.example',
    'Erinnerung: Entwicklungsplan überprüfen',
    'Hallo Jonas,\n\nBitte überprüfen Sie Ihren Entwicklungsplan.',
    pending,
    0.5,
  ),
];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const htmlOf = (text: string) =>
  `<!doctype html><html><body style="font-family: sans-serif">${text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}<p><a href="http://localhost:3000/demo/dashboard">DPT Feedback</a></p></body></html>`;

/**
 * The demo's e-mail history and error log (fresh databases): e-mails in every status (the worker sends the
 * pending and sending ones soon after the start) and a few error log entries of every type.
 */
export async function seedDemoOperations(trx: Kysely<Database>): Promise<void> {
  const orgs = await trx.selectFrom('organizations').select(['id', 'slug']).execute();
  const demo = orgs.find((o) => o.slug === 'demo');
  const nordlicht = orgs.find((o) => o.slug === 'nordlicht');
  const now = Date.now();
  const rows = [
    ...(demo ? DEMO_MAILS.map((m) => ({ ...m, organizationId: demo.id })) : []),
    ...(nordlicht
      ? [
          mail(
            'olaf.olsen@nordlicht.example',
            'Ihr Mitarbeitergespräch',
            'Hallo Olaf,\n\nIhr Gespräch wurde angelegt.',
            sent,
            50,
          ),
        ].map((m) => ({ ...m, organizationId: nordlicht.id }))
      : []),
  ];
  if (rows.length)
    await trx
      .insertInto('emails')
      .values(
        rows.map((m) => {
          const at = new Date(now - m.hoursAgo * HOUR);
          const done = m.status === sent || m.status === received;
          return {
            organization_id: m.organizationId,
            sender: SENDER,
            recipient: m.to,
            subject: m.subject,
            body_text: m.text,
            body_html: htmlOf(m.text),
            status: m.status,
            attempts: m.status === failed ? 5 : done ? 1 : 0,
            last_error: m.error ?? null,
            created_at: at,
            sending_date_time: done ? new Date(at.getTime() + 2000) : null,
          };
        }),
      )
      .execute();
  if (!demo) return;

  const users = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('organization_id', '=', demo.id)
    .execute();
  const userId = (email: string) => users.find((u) => u.email === email)?.id ?? null;
  const entry = (
    type: number,
    hoursAgo: number,
    description: string,
    email: string | null,
    errorId?: string,
  ) => ({
    organization_id: demo.id,
    created_at: new Date(now - hoursAgo * HOUR),
    user_id: email ? userId(email) : null,
    type,
    description,
    error_id: errorId ?? null,
  });
  await trx
    .insertInto('error_log')
    .values([
      entry(
        ERROR_LOG_TYPES.badLogin,
        120,
        'Sign-in failed for emil.employee@demo.example',
        'emil.employee@demo.example',
      ),
      entry(ERROR_LOG_TYPES.badLogin, 119.9, 'Sign-in failed for unknown.person@demo.example', null),
      entry(
        ERROR_LOG_TYPES.questionnaireNotAssigned,
        90,
        'POST /api/Feedbacks NO_QUESTIONNAIRE_CONFIGURED processType=5 feedbackType=3',
        'hanna.hr@demo.example',
      ),
      entry(
        ERROR_LOG_TYPES.badSupervisorAssignment,
        80,
        'Process 1: the recipient has no supervisor; feedback types 2, 3 have no donor',
        'anna.admin@demo.example',
      ),
      entry(ERROR_LOG_TYPES.forbidden, 50, 'GET /api/error-log FORBIDDEN', 'max.manager@demo.example'),
      entry(ERROR_LOG_TYPES.notFound, 26, 'GET /api/Feedbacks/:id NOT_FOUND', 'sara.supervisor@demo.example'),
      entry(
        ERROR_LOG_TYPES.unexpected,
        3,
        'POST /api/feedbackValues/item UNEXPECTED',
        'lena.lang@demo.example',
        crypto.randomUUID(),
      ),
    ])
    .execute();
}
