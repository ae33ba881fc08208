import type { FeedbackValues, TargetsValue } from '../../engine/forms';
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

/** The stored values of a feedback together with its goals (none while no goals store is plugged in). */
export async function loadValuesWithTargets(
  store: FeedbackTargetsStore | undefined,
  db: Db,
  feedback: FeedbackKey,
): Promise<FeedbackValues> {
  const [values, targets] = await Promise.all([
    loadValues(db, feedback),
    store ? store.load(db, feedback) : Promise.resolve([]),
  ]);
  return { ...values, targets };
}
