import { sql, type Kysely } from 'kysely';
import { FEEDBACK_TYPES, PROCESS_TYPES } from '../../../engine/constants';
import type { ReminderKind } from '../../../engine/notifications/template-catalogue';
import type { Database } from '../../db/database';
import './tables';

type Db = Kysely<Database>;

/** A reminder that is due: whom it tells, about what (the unique key), and the facts its e-mail shows. */
export type DueReminder = {
  kind: ReminderKind;
  organizationId: number;
  userId: number;
  subjectKey: string;
  processId: number;
  processType: number;
  title: Partial<Record<string, string>>;
  employee: { first_name: string; last_name: string };
  feedbackId: number | null;
  feedbackType: number | null;
  /** the talk date, conference date or review date (ISO) */
  date: string;
};

/** When reminders fall due: between `now` and `until`, in processes not at a status that ends their type. */
export type DueWindow = {
  now: Date;
  until: Date;
  endedStatuses: (organizationId: number, processType: number) => Promise<number[]>;
};

const FEEDBACK_REMINDED_TYPES = [
  FEEDBACK_TYPES.selfEvaluation,
  FEEDBACK_TYPES.managerEvaluation,
  FEEDBACK_TYPES.documentation,
];
const CONFERENCE_TYPES = [PROCESS_TYPES.PDC, PROCESS_TYPES.EDC];

/**
 * Unsubmitted feedbacks with a donor whose process's talk date lies between `now` and `until`, in processes
 * not ended; PDC/EDC documentation counts as documents due (kind documentsDue), the others as feedbackOpen.
 */
export async function dueFeedbackReminders(
  db: Db,
  { now, until, endedStatuses }: DueWindow,
): Promise<DueReminder[]> {
  const rows = await db
    .selectFrom('feedbacks as f')
    .innerJoin('processes as p', 'p.id', 'f.process_id')
    .innerJoin('users as r', 'r.id', 'p.recipient_id')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select([
      'f.id as feedback_id',
      'f.feedback_type',
      'f.donor_id',
      'p.id as process_id',
      'p.organization_id',
      'p.process_type',
      'p.status_id',
      'p.title',
      'p.talk_date',
      'r.first_name',
      'r.last_name',
      sql<boolean>`coalesce((o.settings->>'pdcEdcEnabled')::boolean, false)`.as('pdc_edc_enabled'),
    ])
    .where('p.talk_date', '>=', now)
    .where('p.talk_date', '<=', until)
    .where('p.talk_date_reached', '=', false)
    .where('f.submitted_at', 'is', null)
    .where('f.donor_id', 'is not', null)
    .where('f.feedback_type', 'in', FEEDBACK_REMINDED_TYPES)
    .orderBy('f.id')
    .execute();
  const due: DueReminder[] = [];
  for (const row of rows) {
    if ((await endedStatuses(row.organization_id, row.process_type)).includes(row.status_id)) continue;
    const conference = CONFERENCE_TYPES.includes(row.process_type as 5 | 6);
    if (conference && (!row.pdc_edc_enabled || row.feedback_type !== FEEDBACK_TYPES.documentation)) continue;
    const date = (row.talk_date as Date).toISOString();
    due.push({
      kind: conference ? 'documentsDue' : 'feedbackOpenReminder',
      organizationId: row.organization_id,
      userId: row.donor_id as number,
      subjectKey: `${conference ? 'documents' : 'feedback'}:${row.feedback_id}:${date}`,
      processId: row.process_id,
      processType: row.process_type,
      title: row.title,
      employee: row,
      feedbackId: row.feedback_id,
      feedbackType: row.feedback_type,
      date,
    });
  }
  return due;
}

/**
 * PDP reviews due: open PDPs whose latest planned review date lies between `now` and `until`; the employee
 * and the direct supervisor are reminded.
 */
export async function duePdpReviewReminders(
  db: Db,
  { now, until, endedStatuses }: DueWindow,
): Promise<DueReminder[]> {
  const rows = await db
    .selectFrom('processes as p')
    .innerJoin('users as r', 'r.id', 'p.recipient_id')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('pdp_reviews')
          .select(['process_id', (e) => e.fn.max('review_at').as('review_at')])
          .groupBy('process_id')
          .as('rv'),
      (join) => join.onRef('rv.process_id', '=', 'p.id'),
    )
    .select([
      'p.id as process_id',
      'p.organization_id',
      'p.process_type',
      'p.status_id',
      'p.title',
      'p.recipient_id',
      'r.supervisor_id',
      'r.first_name',
      'r.last_name',
      'rv.review_at',
    ])
    .where('p.process_type', '=', PROCESS_TYPES.PDP)
    .where('rv.review_at', '>=', now)
    .where('rv.review_at', '<=', until)
    .orderBy('p.id')
    .execute();
  const due: DueReminder[] = [];
  for (const row of rows) {
    if ((await endedStatuses(row.organization_id, row.process_type)).includes(row.status_id)) continue;
    const date = new Date(row.review_at).toISOString();
    for (const userId of [row.recipient_id, row.supervisor_id])
      if (userId !== null)
        due.push({
          kind: 'pdpReviewDue',
          organizationId: row.organization_id,
          userId,
          subjectKey: `pdp:${row.process_id}:${date}`,
          processId: row.process_id,
          processType: row.process_type,
          title: row.title,
          employee: row,
          feedbackId: null,
          feedbackType: null,
          date,
        });
  }
  return due;
}

/**
 * Claims a reminder for sending inside the caller's transaction: true when this call inserted its row. The
 * unique key makes a second claim (a second run, another instance) wait for the first's commit and then find it.
 */
export async function claimReminder(db: Db, reminder: DueReminder): Promise<boolean> {
  const row = await db
    .insertInto('sent_reminders')
    .values({
      organization_id: reminder.organizationId,
      kind: reminder.kind,
      subject_key: reminder.subjectKey,
      user_id: reminder.userId,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setReminderEmail(db: Db, reminder: DueReminder, emailId: number): Promise<void> {
  await db
    .updateTable('sent_reminders')
    .set({ email_id: emailId })
    .where('organization_id', '=', reminder.organizationId)
    .where('kind', '=', reminder.kind)
    .where('subject_key', '=', reminder.subjectKey)
    .where('user_id', '=', reminder.userId)
    .execute();
}
