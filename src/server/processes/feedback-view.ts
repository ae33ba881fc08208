import { FEEDBACK_TYPES } from '../../engine/constants';
import {
  answerShapeOf,
  emptyFeedbackValues,
  indexQuestionnaire,
  itemsInOrder,
  valuesToFormData,
  type FeedbackValues,
} from '../../engine/forms';
import type { FeedbackType } from '../../engine/constants';
import { accessForRoles } from '../../engine/workflows';
import type { FeedbackRow, ProcessRow } from '../db/database';
import { HttpError, notFound } from '../errors';
import { workflowOf, type FeedbackServices } from './action-scope';
import type { StoredQuestionnaire } from './form-cache';
import { readProcessOfFeedback } from './participants-repo';
import {
  canSeeProcess,
  donorRolesOf,
  feedbackActions,
  feedbacksAndParticipantsOf,
  loadFeedbacksAndParticipants,
  noFeedbackAccess,
  type Actor,
} from './policy';
import {
  loadPeople,
  peopleOf,
  type People,
  presentFeedback,
  presentFeedbackSummary,
  presentProcess,
  presentQuestionnaire,
} from './present';
import { findProcess } from './repo';
import { loadValuesWithTargets } from './target-store';
import { loadValues } from './values-repo';

type Loaded = {
  feedback: FeedbackRow;
  questionnaire: StoredQuestionnaire | undefined;
  values: FeedbackValues;
};

async function loadFilled(services: FeedbackServices, feedback: FeedbackRow): Promise<Loaded> {
  const questionnaire =
    feedback.form_id === null
      ? undefined
      : await services.forms.get(services.db, feedback.organization_id, feedback.form_id);
  let values = emptyFeedbackValues();
  if (questionnaire)
    values = await loadValuesWithTargets(services.targets, services.db, feedback, questionnaire);
  return { feedback, questionnaire, values };
}

/** The rows of the table question named `elementName` in the process's other feedbacks, for a tableReview. */
async function reviewTable(
  services: FeedbackServices,
  feedbacks: readonly FeedbackRow[],
  viewed: FeedbackRow,
  elementName: string,
) {
  for (const source of feedbacks) {
    if (source.id === viewed.id || source.form_id === null) continue;
    const q = await services.forms.get(services.db, source.organization_id, source.form_id);
    const element = q && indexQuestionnaire(q).entries.find((e) => e.element.name === elementName)?.element;
    if (!element || answerShapeOf(element) !== 'table') continue;
    const values = await loadValues(services.db, source);
    return {
      elementName,
      sourceFeedbackId: source.id,
      sourceFeedbackType: source.feedback_type,
      sourceElementId: element.id,
      columns: itemsInOrder(element).map((item) => ({ id: item.id, title: item.title })),
      rows: values.tableItems
        .filter((row) => row.elementId === element.id)
        .map(({ rowId, index, cells }) => ({ rowId, index, cells })),
    };
  }
  return undefined;
}
export type ReviewTable = NonNullable<Awaited<ReturnType<typeof reviewTable>>>;

/** The review data of every tableReview element of a questionnaire. */
async function reviewDataOf(
  services: FeedbackServices,
  feedbacks: readonly FeedbackRow[],
  viewed: FeedbackRow,
  q: StoredQuestionnaire | undefined,
): Promise<ReviewTable[]> {
  if (!q) return [];
  const names = indexQuestionnaire(q)
    .entries.filter((e) => e.element.type === 'tableReview' && e.element.referencedElementName)
    .map((e) => e.element.referencedElementName!);
  const tables: ReviewTable[] = [];
  for (const name of new Set(names)) {
    const table = await reviewTable(services, feedbacks, viewed, name);
    if (table) tables.push(table);
  }
  return tables;
}

function side(loaded: Loaded | undefined) {
  if (!loaded) return null;
  return {
    feedbackId: loaded.feedback.id,
    status: loaded.feedback.status,
    isSubmitted: loaded.feedback.is_submitted,
    form: loaded.questionnaire ? presentQuestionnaire(loaded.questionnaire) : null,
    values: loaded.values,
  };
}

/**
 * The comparison (feedback type 4): self and manager evaluation side by side, paired by element name (the
 * MAFEG questionnaires ask the same questions under the same names); elements only one side has come last.
 */
async function comparisonOf(services: FeedbackServices, feedbacks: readonly FeedbackRow[]) {
  const find = (type: number) => feedbacks.find((f) => f.feedback_type === type);
  const selfRow = find(FEEDBACK_TYPES.selfEvaluation);
  const managerRow = find(FEEDBACK_TYPES.managerEvaluation);
  const self = selfRow && (await loadFilled(services, selfRow));
  const manager = managerRow && (await loadFilled(services, managerRow));
  const named = (loaded: Loaded | undefined) => {
    if (!loaded?.questionnaire) return [];
    const data = valuesToFormData(loaded.questionnaire, loaded.values);
    return indexQuestionnaire(loaded.questionnaire)
      .entries.filter((e) => e.element.name && answerShapeOf(e.element) !== 'none')
      .map((e) => ({
        name: e.element.name!,
        element: e.element,
        pageId: e.page.id,
        answer: data[e.element.id] ?? null,
      }));
  };
  const selfNamed = named(self);
  const managerNamed = new Map(named(manager).map((n) => [n.name, n]));
  const pairs = selfNamed.map((s) => {
    const m = managerNamed.get(s.name);
    managerNamed.delete(s.name);
    return {
      name: s.name,
      type: s.element.type,
      title: s.element.title ?? {},
      items: itemsInOrder(s.element).map((item) => ({ id: item.id, title: item.title })),
      selfElementId: s.element.id,
      managerElementId: m?.element.id ?? null,
      self: s.answer,
      manager: m?.answer ?? null,
    };
  });
  for (const m of managerNamed.values()) {
    pairs.push({
      name: m.name,
      type: m.element.type,
      title: m.element.title ?? {},
      items: itemsInOrder(m.element).map((item) => ({ id: item.id, title: item.title })),
      selfElementId: '',
      managerElementId: m.element.id,
      self: null,
      manager: m.answer,
    });
  }
  return { self: side(self), manager: side(manager), pairs };
}

type ReadContext = {
  process: ProcessRow;
  feedback: FeedbackRow;
  feedbacks: FeedbackRow[];
  settingsCompiled: ReturnType<typeof workflowOf>;
  donorRoles: ReturnType<typeof donorRolesOf>;
  /** the names of the process's people (recipient, mentor, partner, donors) */
  people: People;
};

/** Loads a feedback with its process and the caller's roles; 404 for another organization, 403 without read. */
async function readable(services: FeedbackServices, actor: Actor, feedbackId: number): Promise<ReadContext> {
  const { db } = services;
  const config = await services.organizationConfig.get(actor.organizationId);
  const missing = () => notFound(`There is no feedback ${feedbackId}.`);
  // the process, its feedbacks, the line and the names in one statement
  const reading = await readProcessOfFeedback(db, actor.organizationId, feedbackId);
  if (!reading) throw missing();
  const { process } = reading;
  // the feedback itself is one of the process's feedbacks
  const { feedbacks, participants } = feedbacksAndParticipantsOf(process, reading.rows);
  const people: People = new Map(
    reading.people.map((r) => [
      r.id,
      { id: r.id, firstName: r.first_name, lastName: r.last_name, shorthand: r.shorthand },
    ]),
  );
  const feedback = feedbacks.find((f) => f.id === feedbackId);
  if (!feedback) throw missing();
  const settingsCompiled = workflowOf(config, process.process_type);
  const donorRoles = donorRolesOf(actor, participants, settingsCompiled.settings.hideFromRecipient);
  if (!feedbackActions(settingsCompiled, process, donorRoles, feedback).read) throw noFeedbackAccess();
  return { process, feedback, feedbacks, settingsCompiled, donorRoles, people };
}

/** Whether the caller may read a feedback of the organization now (the rule of GET /Feedbacks?feedbackId=). */
export async function canReadFeedback(services: FeedbackServices, actor: Actor, feedbackId: number) {
  try {
    await readable(services, actor, feedbackId);
    return true;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404)) return false;
    throw error;
  }
}

/**
 * Everything the feedback screen needs (GET /Feedbacks?feedbackId=): the process with its feedbacks and the
 * caller's rights on each, the feedback, its questionnaire version, the stored values, the review data of its
 * tableReview elements, the comparison for feedback type 4 (read-only), the actions the workflow allows now
 * and the access rights. 404 for another organization's feedback, 403 NO_FEEDBACK_ACCESS without read.
 */
export async function getFeedbackView(services: FeedbackServices, actor: Actor, feedbackId: number) {
  const {
    process,
    feedback,
    feedbacks,
    settingsCompiled: compiled,
    donorRoles,
    people,
  } = await readable(services, actor, feedbackId);
  const { questionnaire, values } = await loadFilled(services, feedback);
  const isComparison = feedback.feedback_type === FEEDBACK_TYPES.comparison;
  const [reviewData, comparison] = await Promise.all([
    reviewDataOf(services, feedbacks, feedback, questionnaire),
    isComparison ? comparisonOf(services, feedbacks) : Promise.resolve(null),
  ]);
  const actions = feedbackActions(compiled, process, donorRoles, feedback);
  if (isComparison)
    for (const key of ['edit', 'submit', 'approve', 'veto', 'comment'] as const) actions[key] = false;
  const summaries = feedbacks.map((f) =>
    presentFeedbackSummary(f, people, feedbackActions(compiled, process, donorRoles, f)),
  );
  return {
    process: presentProcess(process, compiled.settings, people, summaries),
    feedback: presentFeedback(feedback, process, people),
    form: questionnaire ? presentQuestionnaire(questionnaire) : null,
    values,
    reviewData,
    comparison,
    allowedActions: actions,
    access: accessForRoles(compiled, process.status_id, donorRoles, feedback.feedback_type as FeedbackType),
    donorRoles,
  };
}

/** The table rows a tableReview element shows (GET /feedbacks/values/GetReviewData); 404 when no table has the name. */
export async function getReviewData(
  services: FeedbackServices,
  actor: Actor,
  feedbackId: number,
  elementName: string,
) {
  const { feedback, feedbacks } = await readable(services, actor, feedbackId);
  const table = await reviewTable(services, feedbacks, feedback, elementName);
  if (!table) throw notFound(`The process has no table question named "${elementName}".`);
  return table;
}

/**
 * A process of the actor's organization with its compiled workflow, its feedbacks and the actor's donor roles
 * in it; 404 when the organization has no such process. What the actor may see of it is the caller's check.
 */
export async function processAsSeenBy(services: FeedbackServices, actor: Actor, processId: number) {
  const { db } = services;
  const process = await findProcess(db, actor.organizationId, processId);
  if (!process) throw notFound(`There is no process ${processId}.`);
  const compiled = workflowOf(
    await services.organizationConfig.get(actor.organizationId),
    process.process_type,
  );
  const { feedbacks, participants } = await loadFeedbacksAndParticipants(db, process);
  const roles = donorRolesOf(actor, participants, compiled.settings.hideFromRecipient);
  return { process, compiled, feedbacks, roles };
}

/**
 * One process with its feedbacks and the caller's rights on each (the answer of the process operations);
 * 404 for another organization's process, 403 NO_FEEDBACK_ACCESS when the caller may see nothing of it
 * (unless `mustSee` is false, e.g. right after the caller created it).
 */
export async function getProcessView(
  services: FeedbackServices,
  actor: Actor,
  processId: number,
  mustSee = true,
) {
  const { process, compiled, feedbacks, roles } = await processAsSeenBy(services, actor, processId);
  const types = feedbacks.map((f) => f.feedback_type);
  if (mustSee && !canSeeProcess(compiled, process.status_id, roles, types)) throw noFeedbackAccess();
  const people = await loadPeople(services.db, actor.organizationId, peopleOf(process, feedbacks));
  const summaries = feedbacks.map((f) =>
    presentFeedbackSummary(f, people, feedbackActions(compiled, process, roles, f)),
  );
  return presentProcess(process, compiled.settings, people, summaries);
}
