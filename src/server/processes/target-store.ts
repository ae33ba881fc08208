import {
  answerShapeOf,
  indexQuestionnaire,
  type FeedbackValues,
  type Questionnaire,
  type TargetsValue,
} from '../../engine/forms';
import type { FeedbackRow, ProcessRow } from '../db/database';
import type { Db } from './repo';
import { loadValues } from './values-repo';

type FeedbackKey = Pick<FeedbackRow, 'id' | 'organization_id'>;

/** A status change of a process, inside the transaction that makes it. */
export type ProcessStatusChange = {
  process: ProcessRow;
  from: number;
  to: number;
  finalStatus: number;
  closedStatus: number | null;
  actorId: number | null;
  now: Date;
};

/**
 * What feedbacks need from the goals' storage (SPEC §3 Target). The targets feature plugs it in at start
 * (`processes.targets.useStore`): features do not import each other, so the process core owns this seam.
 */
export type FeedbackTargetsStore = {
  /** the goals of each target field of a feedback, in order */
  load(db: Db, feedback: FeedbackKey): Promise<TargetsValue[]>;
  /** called inside the transaction of every status change of a process (the transfer to final goals) */
  onStatusChange(trx: Db, change: ProcessStatusChange): Promise<void>;
  /** deletes the goals of target fields a feedback's new form lacks (change of form); how many went */
  deleteExcept(trx: Db, feedback: FeedbackKey, keep: readonly string[]): Promise<number>;
  /** copies a feedback's goals into the same fields of another (a copied process); how many */
  copy(trx: Db, from: FeedbackKey, to: FeedbackKey & { process_id: number }, now: Date): Promise<number>;
};

/**
 * Whether a questionnaire version has a goals field. A feedback's goals belong to its form's target fields (a
 * change of form deletes those of fields the new one lacks; final goals belong to no feedback), so a form
 * without one has none to read.
 */
function hasTargetFields(questionnaire: Questionnaire): boolean {
  return indexQuestionnaire(questionnaire).entries.some((e) => answerShapeOf(e.element) === 'targets');
}

/**
 * The stored values of a feedback together with its goals (none while no goals store is plugged in). Given the
 * feedback's questionnaire, the goals are only read when it has a goals field.
 */
export async function loadValuesWithTargets(
  store: FeedbackTargetsStore | undefined,
  db: Db,
  feedback: FeedbackKey,
  questionnaire?: Questionnaire,
): Promise<FeedbackValues> {
  const readsGoals = store !== undefined && (questionnaire === undefined || hasTargetFields(questionnaire));
  const [values, targets] = await Promise.all([
    loadValues(db, feedback),
    readsGoals ? store.load(db, feedback) : Promise.resolve([]),
  ]);
  return { ...values, targets };
}
