import { FEEDBACK_TYPES } from '../../engine/constants';
import type { AnyFeedbackRow } from '../db/database';
import type { Db } from './repo';

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
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
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
