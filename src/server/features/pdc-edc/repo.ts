import { sql, type Kysely } from 'kysely';
import { FEEDBACK_TYPES, PROCESS_TYPES } from '../../../engine/constants';
import type { Database } from '../../db/database';
import { rowOfOrganization } from '../../db/organization-row';

type Db = Kysely<Database>;
const CONFERENCE_TYPES = [PROCESS_TYPES.PDC, PROCESS_TYPES.EDC];

const dateText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** A talkround of the organization with its dates as text. */
export async function findTalkround(db: Db, organizationId: number, id: number) {
  return db
    .selectFrom('talkrounds')
    .select(['id', 'process_type', 'name', 'finished'])
    .select([dateText('start_date').as('start_date'), dateText('end_date').as('end_date')])
    .where(rowOfOrganization(organizationId, id))
    .executeTakeFirst();
}

/**
 * The PDC/EDC processes of an organization (of one talkround, or of every PDC/EDC talkround), limited to the
 * given recipients unless null (and to the preparations of one donor when given); with the recipient, the
 * supervisor, the talkround and the preparation (documentation) feedback whose submission sends the documents.
 */
export async function selectConferenceProcesses(
  db: Db,
  organizationId: number,
  talkroundId: number | null,
  recipients: Set<number> | null,
  donorId: number | null = null,
) {
  if (recipients && recipients.size === 0) return [];
  let query = db
    .selectFrom('processes as p')
    .innerJoin('users as r', 'r.id', 'p.recipient_id')
    .leftJoin('users as s', 's.id', 'r.supervisor_id')
    .leftJoin('talkrounds as t', 't.id', 'p.talkround_id')
    .leftJoin('feedbacks as f', (join) =>
      join.onRef('f.process_id', '=', 'p.id').on('f.feedback_type', '=', FEEDBACK_TYPES.documentation),
    )
    .select([
      'p.id',
      'p.process_type',
      'p.status_id',
      'p.recipient_id',
      'p.talk_date',
      'p.talkround_id',
      'r.first_name',
      'r.last_name',
      'r.shorthand',
      'r.position',
      's.first_name as supervisor_first_name',
      's.last_name as supervisor_last_name',
      't.name as talkround_name',
      'f.id as feedback_id',
      'f.donor_id',
      'f.submitted_at',
    ])
    .where('p.organization_id', '=', organizationId)
    .where('p.process_type', 'in', CONFERENCE_TYPES);
  if (talkroundId !== null) query = query.where('p.talkround_id', '=', talkroundId);
  if (recipients) query = query.where('p.recipient_id', 'in', [...recipients]);
  if (donorId !== null) query = query.where('f.donor_id', '=', donorId);
  return query.orderBy('p.talk_date', 'asc').orderBy('r.last_name').orderBy('p.id').limit(5000).execute();
}
export type ConferenceProcessRow = Awaited<ReturnType<typeof selectConferenceProcesses>>[number];

/** Whether the organization enables PDC/EDC (its `pdcEdcEnabled` setting; off unless set). */
export async function isPdcEdcEnabled(db: Db, organizationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select('settings')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row?.settings.pdcEdcEnabled === true;
}
