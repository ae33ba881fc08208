import { isClosed, type CompiledWorkflow } from '../../engine/workflows';
import type { FeedbackRow } from '../db/database';
import { workflowOf, type FeedbackServices } from './action-scope';
import { listFeedbacksOfProcesses, listProcessesTakenPartIn } from './lists-repo';
import { listDirectReports } from './participants-repo';
import { donorRolesOf, feedbackActions, participantsSeenBy, type Actor } from './policy';
import type { PersonRef } from '../../engine/api/common';
import { loadPeople } from './present';

/** What the user has to do now on one feedback: fill it in and submit it, or approve (or veto) it. */
export type FeedbackStepTask = {
  step: 'fill' | 'approve';
  processId: number;
  processType: number;
  statusId: number;
  statusLabel: Partial<Record<string, string>>;
  title: Partial<Record<string, string>>;
  feedbackId: number;
  feedbackType: number;
  recipient: PersonRef | null;
  /** the talk date (`YYYY-MM-DD` in UTC) or, without one, the process's end date */
  dueDate: string | null;
};

/**
 * The feedbacks on which the workflow expects the user's next step now (SPEC §2 dashboard tasks):
 * a feedback the user donates and may submit in the process's current status ("fill"), and a submitted feedback
 * the user may approve ("approve", e.g. the employee's approval of the documentation). The rights are the
 * workflow engine's (`allowedActions`), for the processes the user takes part in as recipient, donor, mentor or
 * direct supervisor; closed and finished processes have no tasks.
 */
export async function openFeedbackTasks(
  services: FeedbackServices,
  actor: Actor,
): Promise<FeedbackStepTask[]> {
  const { db } = services;
  const me = actor.userId;
  const processes = await listProcessesTakenPartIn(db, actor.organizationId, me);
  if (processes.length === 0) return [];
  const config = await services.organizationConfig.get(actor.organizationId);
  const compiled = new Map<number, CompiledWorkflow | null>();
  const workflow = (processType: number) => {
    if (!compiled.has(processType)) {
      const known = config.workflows.some((w) => w.processType === processType);
      compiled.set(processType, known ? workflowOf(config, processType) : null);
    }
    return compiled.get(processType)!;
  };
  const open = processes.filter((p) => {
    const w = workflow(p.process_type);
    return w !== null && !isClosed(w.settings, p.status_id) && p.status_id !== w.settings.finalStatus;
  });
  if (open.length === 0) return [];
  const feedbacks = await listFeedbacksOfProcesses(
    db,
    actor.organizationId,
    open.map((p) => p.id),
  );
  const byProcess = new Map<number, FeedbackRow[]>();
  for (const f of feedbacks) byProcess.set(f.process_id, [...(byProcess.get(f.process_id) ?? []), f]);
  const directReports = new Set((await listDirectReports(db, actor.organizationId, me)).map((r) => r.id));

  const found: { task: Omit<FeedbackStepTask, 'recipient'>; recipientId: number }[] = [];
  for (const process of open) {
    const w = workflow(process.process_type)!;
    const own = byProcess.get(process.id) ?? [];
    const level = directReports.has(process.recipient_id) ? 1 : undefined;
    const roles = donorRolesOf(
      actor,
      participantsSeenBy(process, own, me, level),
      w.settings.hideFromRecipient,
    );
    const status = w.settings.statusList.find((s) => s.statusId === process.status_id);
    for (const feedback of own) {
      const actions = feedbackActions(w, process, roles, feedback);
      const step = actions.submit && feedback.donor_id === me ? 'fill' : actions.approve ? 'approve' : null;
      if (step === null) continue;
      found.push({
        recipientId: process.recipient_id,
        task: {
          step,
          processId: process.id,
          processType: process.process_type,
          statusId: process.status_id,
          statusLabel: status?.translations ?? {},
          title: process.title,
          feedbackId: feedback.id,
          feedbackType: feedback.feedback_type,
          dueDate: process.talk_date ? process.talk_date.toISOString().slice(0, 10) : process.end_date,
        },
      });
    }
  }
  const people = await loadPeople(
    db,
    actor.organizationId,
    found.map((f) => f.recipientId),
  );
  return found.map(({ task, recipientId }) => ({ ...task, recipient: people.get(recipientId) ?? null }));
}
