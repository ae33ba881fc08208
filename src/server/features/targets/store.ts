import { randomUUID } from 'node:crypto';
import type { FeedbackTargetsStore } from '../../processes';
import { FEEDBACK_TYPES } from '../../../engine/constants';
import { transferStepFor } from '../../../engine/targets';
import {
  deleteTargetsOfFeedbackExcept,
  deleteTransferredTargets,
  insertTarget,
  listTargetsOfFeedback,
  listTargetsOfProcess,
  namesOf,
  type Db,
} from './repo';
import { groupByField } from './present';
import type { TargetRow } from './tables';

/** Pure. What a copy of a goal takes over: its content, with the comment's author. */
const contentOf = (source: TargetRow) => ({
  title: source.title,
  dueDate: source.due_date,
  comment: source.comment,
  commentAuthorId: source.comment_author_id,
  status: source.status,
  subTargets: source.sub_targets,
  actions: source.actions,
});

type StatusChange = Parameters<FeedbackTargetsStore['onStatusChange']>[1];

/**
 * Copies the goals of a MAFEG's documentation into final goals of the employee (copied-from marker = the
 * source goal's id), replacing an earlier transfer of the same process; the number copied.
 */
export async function transferFinalGoals(trx: Db, change: StatusChange): Promise<number> {
  const { process } = change;
  await deleteTransferredTargets(trx, process.organization_id, process.id);
  const sources = await listTargetsOfProcess(
    trx,
    process.organization_id,
    process.id,
    FEEDBACK_TYPES.documentation,
  );
  for (const [position, source] of sources.entries()) {
    const place = {
      ownerId: source.owner_id,
      kind: 'final' as const,
      processId: process.id,
      feedbackId: null,
      feedbackType: null,
      elementId: null,
      position,
      copiedFrom: source.id,
      createdBy: change.actorId,
    };
    await insertTarget(trx, process.organization_id, randomUUID(), place, contentOf(source), change.now);
  }
  return sources.length;
}

/** Copies the goals of one feedback into the same target fields of another (new ids, copied-from marker). */
export async function copyFeedbackGoals(
  trx: Db,
  from: { id: number; organization_id: number },
  to: { id: number; process_id: number },
  now: Date,
): Promise<number> {
  const sources = await listTargetsOfFeedback(trx, from.organization_id, from.id);
  for (const source of sources) {
    const place = {
      ownerId: source.owner_id,
      kind: source.kind,
      processId: to.process_id,
      feedbackId: to.id,
      feedbackType: source.feedback_type,
      elementId: source.element_id,
      position: source.position,
      copiedFrom: source.id,
      createdBy: source.created_by,
    };
    await insertTarget(trx, from.organization_id, randomUUID(), place, contentOf(source), now);
  }
  return sources.length;
}

/**
 * The goals' storage the feedbacks feature uses: a feedback's goals for its form and the mandatory check, and
 * the transfer to final goals (SPEC §4), made in the transaction of the status change so that the final goals
 * exist exactly when the process is complete: no window in which a completed process has none, and no copies
 * left behind when the status change rolls back.
 */
export function targetsStore(): FeedbackTargetsStore {
  return {
    load: async (db, feedback) => {
      const rows = await listTargetsOfFeedback(db, feedback.organization_id, feedback.id);
      const authors = rows.flatMap((r) => (r.comment_author_id === null ? [] : [r.comment_author_id]));
      return groupByField(rows, await namesOf(db, feedback.organization_id, authors));
    },
    onStatusChange: async (trx, change) => {
      const step = transferStepFor(change.process.process_type, change, change);
      if (step === 'transfer') await transferFinalGoals(trx, change);
      if (step === 'undo')
        await deleteTransferredTargets(trx, change.process.organization_id, change.process.id);
    },
    deleteExcept: (trx, feedback, keep) =>
      deleteTargetsOfFeedbackExcept(trx, feedback.organization_id, feedback.id, keep),
    copy: copyFeedbackGoals,
  };
}
