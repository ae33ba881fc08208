import { FEEDBACK_TYPES } from '../../engine/constants';
import type { AnyFeedbackRow } from '../db/database';
import type { Db } from './repo';
import { rowOfOrganization } from '../db/organization-row';

/**
 * An anonymous feedback (type 10, outside any process) of the organization, locked for the rest of the
 * transaction when `lock`; undefined when there is none of that id.
 */
export async function findAnonymousFeedback(
  db: Db,
  organizationId: number,
  id: number,
  lock: boolean,
): Promise<AnyFeedbackRow | undefined> {
  let query = db
    .selectFrom('feedbacks')
    .selectAll()
    .where(rowOfOrganization(organizationId, id))
    .where('feedback_type', '=', FEEDBACK_TYPES.anonymous)
    .where('process_id', 'is', null);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Inserts an anonymous feedback (type 10, outside any process) of a form version; returns its id. */
export async function insertAnonymousFeedback(
  trx: Db,
  feedback: { organizationId: number; formId: number; sharedById: number; accessTokenHash: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('feedbacks')
    .values({
      organization_id: feedback.organizationId,
      process_id: null,
      feedback_type: FEEDBACK_TYPES.anonymous,
      form_id: feedback.formId,
      shared_by_id: feedback.sharedById,
      access_token_hash: feedback.accessTokenHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A submitted anonymous feedback with the questionnaire version it was given on. */
export type SubmittedAnonymousRow = {
  feedbackId: number;
  formId: number;
  correlationId: string;
  formName: string;
  version: number;
  submittedAt: Date | null;
};

/**
 * The submitted anonymous feedbacks `sharedById` shared in the organization, newest first; only those of the
 * questionnaire `correlationId` when given.
 */
export async function listSubmittedAnonymous(
  db: Db,
  organizationId: number,
  sharedById: number,
  correlationId?: string,
): Promise<SubmittedAnonymousRow[]> {
  let query = db
    .selectFrom('feedbacks as f')
    .innerJoin('forms as fm', (join) =>
      join.onRef('fm.id', '=', 'f.form_id').onRef('fm.organization_id', '=', 'f.organization_id'),
    )
    .select([
      'f.id as feedbackId',
      'fm.id as formId',
      'fm.correlation_id as correlationId',
      'fm.name as formName',
      'fm.version as version',
      'f.submitted_at as submittedAt',
    ])
    .where('f.organization_id', '=', organizationId)
    .where('f.feedback_type', '=', FEEDBACK_TYPES.anonymous)
    .where('f.process_id', 'is', null)
    .where('f.is_submitted', '=', true)
    .where('f.shared_by_id', '=', sharedById);
  if (correlationId !== undefined) query = query.where('fm.correlation_id', '=', correlationId);
  return query.orderBy('f.submitted_at', 'desc').orderBy('f.id', 'desc').execute();
}
