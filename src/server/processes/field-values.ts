import { answerShapeOf, indexQuestionnaire, valuesToFormData, type ElementAnswer } from '../../engine/forms';
import { workflowOf, type FeedbackServices } from './action-scope';
import { donorRolesOf, feedbackActions, participantsSeenBy, type Actor } from './policy';
import { listFeedbacksWithForm, listProcessesOfRecipients } from './lists-repo';
import { reportsOf } from './repo';
import { loadValuesWithTargets } from './target-store';

export type FieldValueRequest = { recipientId: number; elementName: string };

export type FieldValueResult = FieldValueRequest & {
  found: boolean;
  processId: number | null;
  processType: number | null;
  feedbackId: number | null;
  feedbackType: number | null;
  elementId: string | null;
  value: ElementAnswer | null;
  updatedAt: string | null;
};

/**
 * The latest answer of the element named `elementName` for each recipient (POST /Feedbacks/fieldValue): from
 * the most recently changed feedback of the recipient's processes whose questionnaire has an element of that
 * name and which the caller may read. Not found (or not readable) gives `found: false`.
 */
export async function latestFieldValues(
  services: FeedbackServices,
  actor: Actor,
  requests: FieldValueRequest[],
): Promise<FieldValueResult[]> {
  const { db } = services;
  const recipientIds = [...new Set(requests.map((r) => r.recipientId))];
  const processes = await listProcessesOfRecipients(db, actor.organizationId, recipientIds);
  const byId = new Map(processes.map((p) => [p.id, p]));
  const feedbacks =
    processes.length === 0 ? [] : await listFeedbacksWithForm(db, actor.organizationId, [...byId.keys()]);
  const config = await services.organizationConfig.get(actor.organizationId);
  const reports = await reportsOf(db, actor.organizationId, actor.userId);
  const valuesCache = new Map<number, ReturnType<typeof loadValuesWithTargets>>();

  const results: FieldValueResult[] = [];
  for (const request of requests) {
    let result: FieldValueResult = {
      ...request,
      found: false,
      processId: null,
      processType: null,
      feedbackId: null,
      feedbackType: null,
      elementId: null,
      value: null,
      updatedAt: null,
    };
    for (const feedback of feedbacks) {
      const process = byId.get(feedback.process_id)!;
      if (process.recipient_id !== request.recipientId) continue;
      const q = await services.forms.get(db, actor.organizationId, feedback.form_id!);
      const element =
        q && indexQuestionnaire(q).entries.find((e) => e.element.name === request.elementName)?.element;
      if (!q || !element || answerShapeOf(element) === 'none') continue;
      const compiled = workflowOf(config, process.process_type);
      const own = feedbacks.filter((f) => f.process_id === process.id);
      const participants = participantsSeenBy(process, own, actor.userId, reports.get(process.recipient_id));
      const roles = donorRolesOf(actor, participants, compiled.settings.hideFromRecipient);
      if (!feedbackActions(compiled, process, roles, feedback).read) continue;
      if (!valuesCache.has(feedback.id))
        valuesCache.set(feedback.id, loadValuesWithTargets(services.targets, db, feedback));
      const answer = valuesToFormData(q, await valuesCache.get(feedback.id)!)[element.id];
      if (answer === undefined || answer === null) continue;
      result = {
        ...request,
        found: true,
        processId: process.id,
        processType: process.process_type,
        feedbackId: feedback.id,
        feedbackType: feedback.feedback_type,
        elementId: element.id,
        value: answer,
        updatedAt: feedback.updated_at.toISOString(),
      };
      break;
    }
    results.push(result);
  }
  return results;
}
