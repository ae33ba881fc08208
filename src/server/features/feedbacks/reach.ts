import type { Actor } from '../../auth/actor';
import { HttpError, notFound } from '../../errors';
import type { FeedbacksServices } from './deps';
import { rowOfOrganization } from '../../db/organization-row';

/**
 * Whether the caller may still read a feedback of a process, and the process as they may see it now
 * (GET /Feedbacks/reach). An open feedback page asks before it reloads, so that a step that took the reader's
 * right away (a veto, a status change) leads them to what they may see instead of a 403. The process is null
 * when they may see nothing of it any more. 404 for a feedback the organization does not have in a process.
 */
export async function feedbackReach(services: FeedbacksServices, actor: Actor, feedbackId: number) {
  const row = await services.db
    .selectFrom('feedbacks')
    .select('process_id')
    .where(rowOfOrganization(actor.organizationId, feedbackId))
    .executeTakeFirst();
  if (!row || row.process_id === null) throw notFound(`There is no feedback ${feedbackId}.`);
  try {
    const process = await services.processes.processView(actor, row.process_id);
    const canRead = process.feedbacks.some((f) => f.id === feedbackId && f.canRead);
    return { feedbackId, canRead, process };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403)
      return { feedbackId, canRead: false, process: null };
    throw error;
  }
}
