import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database';

/** A condition on `processes as p` (the alias of selectProcesses). */
type ProcessCondition = ExpressionBuilder<Database & { p: Database['processes'] }, 'p'>;

/**
 * The processes a user acts in besides being their recipient: as the process's mentor, as the donor of one of
 * its feedbacks, or as the recipient's direct supervisor (the processes of GET /Feedbacks/list and the tasks).
 */
export function actsInProcess(eb: ProcessCondition, organizationId: number, userId: number) {
  return eb.or([
    eb('p.mentor_id', '=', userId),
    eb.exists(
      eb
        .selectFrom('feedbacks as f')
        .select('f.id')
        .whereRef('f.process_id', '=', 'p.id')
        .where('f.donor_id', '=', userId),
    ),
    eb.exists(
      eb
        .selectFrom('users as r')
        .select('r.id')
        .whereRef('r.id', '=', 'p.recipient_id')
        .where('r.organization_id', '=', organizationId)
        .where('r.supervisor_id', '=', userId),
    ),
  ]);
}
