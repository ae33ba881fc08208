import { timeZoneOf } from '../../../engine/calendar';
import { languageKeyOf } from '../../../engine/constants';
import { feedbackNameOf, processNameOf } from '../../../engine/notifications/notification-text';
import { REMINDER_LEAD_DAYS } from '../../../engine/notifications/template-catalogue';
import { closedStatusOf } from '../../../engine/workflows';
import { enqueueTemplateMail, mailBrandOf } from '../../mail/notification-mail';
import type { NotificationServices } from './deps';
import { formatMailDate, productLink, titleIn } from './notification-emails';
import { mailRecipients } from './repo-emails';
import {
  claimReminder,
  dueFeedbackReminders,
  duePdpReviewReminders,
  setReminderEmail,
  type DueReminder,
} from './repo-reminders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the reminder job needs: the notifications' services but the process core (its links resolve on click). */
export type ReminderServices = Omit<NotificationServices, 'processes'>;

/** Sends one claimed reminder in the claim's transaction; false when another run had claimed it. */
async function sendReminder(services: ReminderServices, reminder: DueReminder): Promise<boolean> {
  return services.db.transaction().execute(async (trx) => {
    if (!(await claimReminder(trx, reminder))) return false;
    // switched off: the claim stays, so that switching on later does not send an old reminder
    const [person] = await mailRecipients(trx, reminder.organizationId, [reminder.userId], reminder.kind);
    if (!person) return true;
    const brand = await mailBrandOf(trx, reminder.organizationId);
    const language = languageKeyOf(person.language_key);
    const route =
      reminder.kind === 'pdpReviewDue'
        ? ({ name: 'pdp', id: reminder.processId } as const)
        : ({ name: 'feedback', id: reminder.feedbackId } as const);
    const emailId = await enqueueTemplateMail(trx, {
      organizationId: reminder.organizationId,
      kind: reminder.kind,
      sender: services.mail.from,
      to: { email: person.email, language: person.language_key },
      brand,
      link: productLink(services.mail.publicUrl, brand.slug, route, reminder.processId),
      values: {
        recipientName: `${person.first_name} ${person.last_name}`,
        processTitle: titleIn(reminder.title, language),
        processType: processNameOf(reminder.processType, language),
        feedbackType: feedbackNameOf(reminder.feedbackType ?? 0, language),
        employeeName: `${reminder.employee.first_name} ${reminder.employee.last_name}`,
        date: formatMailDate(reminder.date, language, timeZoneOf(brand.settings.timeZone)),
      },
    });
    await setReminderEmail(trx, reminder, emailId);
    return true;
  });
}

/**
 * Sends every reminder due at `now` once: feedbacks still open REMINDER_LEAD_DAYS before the talk date, PDC/EDC
 * documents before the conference, PDP reviews coming up. Each reminder is claimed in sent_reminders in the
 * transaction that queues its e-mail, so a repeated or simultaneous run (another instance) sends nothing twice.
 * Exported for the scheduler and for tests; returns how many reminders this run claimed.
 */
export async function runReminders(services: ReminderServices, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_LEAD_DAYS * DAY_MS);
  const ended = async (organizationId: number, processType: number) => {
    const config = await services.organizationConfig.get(organizationId);
    const settings = config.workflows.find((w) => w.processType === processType);
    return settings ? [settings.finalStatus, closedStatusOf(settings) ?? settings.finalStatus] : [];
  };
  const window = { now, until, endedStatuses: ended };
  const due = [
    ...(await dueFeedbackReminders(services.db, window)),
    ...(await duePdpReviewReminders(services.db, window)),
  ];
  let sent = 0;
  for (const reminder of due) if (await sendReminder(services, reminder)) sent += 1;
  if (sent > 0) void services.mail.kick();
  return sent;
}

/** How often the reminder job looks for due reminders, and how long after the start it first does. */
const REMINDER_JOB_INTERVAL_MS = 60 * 60 * 1000;
const REMINDER_FIRST_RUN_MS = 5 * 60 * 1000;

/** Starts the reminder job (one run at a time, the first REMINDER_FIRST_RUN_MS after the start); the stop waits for a run. */
export function startReminderJob(
  services: ReminderServices,
  log: { error: (object: object, message: string) => void },
  intervalMs = REMINDER_JOB_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = runReminders(services)
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'reminder job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  // a first run a little after the start: an instance restarted more often than hourly still sends
  const first = setTimeout(run, Math.min(intervalMs, REMINDER_FIRST_RUN_MS));
  first.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
