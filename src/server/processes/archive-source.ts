import { FEEDBACK_TYPES } from '../../engine/constants';
import { emptyFeedbackValues, type FeedbackValues } from '../../engine/forms';
import type { CompiledWorkflow } from '../../engine/workflows';
import type { FeedbackRow, ProcessRow } from '../db/database';
import { workflowOf, type FeedbackServices } from './action-scope';
import type { StoredQuestionnaire } from './form-cache';
import { loadFeedbacksAndParticipants } from './policy';
import { loadPeople, peopleOf, type People } from './present';
import { findProcess } from './repo';
import { loadValuesWithTargets } from './target-store';

/** A feedback with the questionnaire version it was answered in and its stored answers (goals included). */
export type FilledFeedback = {
  feedback: FeedbackRow;
  questionnaire: StoredQuestionnaire | undefined;
  values: FeedbackValues;
};

/** What an archive is rendered from: the process, its workflow, its answered feedbacks and the people named. */
export type ArchiveSource = {
  process: ProcessRow;
  compiled: CompiledWorkflow;
  /** the self-evaluation, manager evaluation and documentation that exist, with questionnaire and answers */
  filled: FilledFeedback[];
  people: People;
};

const ANSWERED_TYPES: readonly number[] = [
  FEEDBACK_TYPES.selfEvaluation,
  FEEDBACK_TYPES.managerEvaluation,
  FEEDBACK_TYPES.documentation,
];

/**
 * The stored questionnaires and answers of a process, read as the system (the archive job renders them; who may
 * read the rendered documents is checked on every download). Undefined when the organization has no such process.
 */
export async function loadArchiveSource(
  services: FeedbackServices,
  organizationId: number,
  processId: number,
): Promise<ArchiveSource | undefined> {
  const { db } = services;
  const process = await findProcess(db, organizationId, processId);
  if (!process) return undefined;
  const compiled = workflowOf(await services.organizationConfig.get(organizationId), process.process_type);
  const { feedbacks } = await loadFeedbacksAndParticipants(db, process);
  const filled: FilledFeedback[] = [];
  for (const feedback of feedbacks) {
    if (!ANSWERED_TYPES.includes(feedback.feedback_type)) continue;
    const questionnaire =
      feedback.form_id === null ? undefined : await services.forms.get(db, organizationId, feedback.form_id);
    const values = questionnaire
      ? await loadValuesWithTargets(services.targets, db, feedback)
      : emptyFeedbackValues();
    filled.push({ feedback, questionnaire, values });
  }
  const people = await loadPeople(db, organizationId, peopleOf(process, feedbacks));
  return { process, compiled, filled, people };
}
