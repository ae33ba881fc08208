import { workflowOf, type FeedbackServices } from './action-scope';
import {
  writeAnonymousTarget,
  type AnonymousAccess,
  type AnonymousTargetContext,
} from './anonymous-feedbacks';
import { writeWithFeedback } from './feedback-actions';
import { donorRolesOf, feedbackActions, loadFeedbacksAndParticipants, type Actor } from './policy';
import { findProcess, listProcessIdsOfFeedbacks, reportsOf, supervisorLine, type Db } from './repo';
import { requireTargetField } from './target-field';
import type { FeedbackTargetsStore } from './target-store';

/** Where a goal written in a feedback lives, for the write that stores it. */
export type FeedbackTargetContext = {
  trx: Db;
  organizationId: number;
  processId: number;
  processType: number;
  feedbackId: number;
  feedbackType: number;
  /** the employee the process is about: the owner of its goals */
  recipientId: number;
  elementId: string;
  now: Date;
};

/** What the process core offers the goals feature: goals written in forms, read rights, the hierarchy. */
export type FeedbackTargetsGate = {
  /**
   * Runs `write` for a goal of the target field `elementId` of a feedback, in the feedback's transaction: 404
   * for an unknown feedback, 403/409 unless the workflow lets the caller edit it now, 400 NOT_A_TARGET_FIELD
   * when the element is no target field of its form. A write with content marks the feedback in progress.
   */
  write<T>(
    actor: Actor,
    feedbackId: number,
    elementId: string,
    write: (context: FeedbackTargetContext) => Promise<{ result: T; marksInProgress: boolean }>,
  ): Promise<T>;
  /**
   * Runs `write` for a goal of the target field `elementId` of an anonymous shared form, named by its link (id and
   * access token) instead of a sign-in, in one transaction: 404 ANONYMOUS_LINK_INVALID for a wrong link, 409
   * FEEDBACK_SUBMITTED once submitted, 400 NOT_A_TARGET_FIELD. A write with content marks it in progress.
   */
  writeAnonymous<T>(
    access: AnonymousAccess,
    elementId: string,
    write: (context: AnonymousTargetContext) => Promise<{ result: T; marksInProgress: boolean }>,
  ): Promise<T>;
  /** The ids among `feedbackIds` (of the actor's organization) whose feedback the actor may read now. */
  readable(actor: Actor, feedbackIds: readonly number[]): Promise<Set<number>>;
  /** The supervisor line above an employee, direct supervisor first (the hierarchy as processes see it). */
  supervisorLine(organizationId: number, userId: number): Promise<number[]>;
  /** Everyone below an employee (direct and indirect reports), with their depth (1 = direct). */
  reportsOf(organizationId: number, userId: number): Promise<Map<number, number>>;
  /** Plugs in the goals' storage (once, when the targets feature registers). */
  useStore(store: FeedbackTargetsStore): void;
};

/** The gate over the feedback services (see FeedbackTargetsGate). */
export function feedbackTargetsGate(services: FeedbackServices): FeedbackTargetsGate {
  return {
    write: (actor, feedbackId, elementId, write) =>
      writeWithFeedback(services, actor, feedbackId, async (scope) => {
        requireTargetField(scope.questionnaire, elementId);
        return write({
          trx: scope.trx,
          organizationId: scope.process.organization_id,
          processId: scope.process.id,
          processType: scope.process.process_type,
          feedbackId: scope.feedback.id,
          feedbackType: scope.feedback.feedback_type,
          recipientId: scope.process.recipient_id,
          elementId,
          now: scope.now,
        });
      }),
    writeAnonymous: (access, elementId, write) => writeAnonymousTarget(services, access, elementId, write),
    readable: async (actor, feedbackIds) => {
      const readable = new Set<number>();
      if (feedbackIds.length === 0) return readable;
      const { db } = services;
      const rows = await listProcessIdsOfFeedbacks(db, actor.organizationId, [...new Set(feedbackIds)]);
      const config = await services.organizationConfig.get(actor.organizationId);
      const processIds = new Set(rows.flatMap((r) => (r.process_id === null ? [] : [r.process_id])));
      for (const processId of processIds) {
        const process = await findProcess(db, actor.organizationId, processId);
        if (!process) continue;
        const compiled = workflowOf(config, process.process_type);
        const { feedbacks, participants } = await loadFeedbacksAndParticipants(db, process);
        const roles = donorRolesOf(actor, participants, compiled.settings.hideFromRecipient);
        for (const feedback of feedbacks)
          if (feedbackIds.includes(feedback.id) && feedbackActions(compiled, process, roles, feedback).read)
            readable.add(feedback.id);
      }
      return readable;
    },
    supervisorLine: (organizationId, userId) => supervisorLine(services.db, organizationId, userId),
    reportsOf: (organizationId, userId) => reportsOf(services.db, organizationId, userId),
    useStore: (store) => {
      services.targets = store;
    },
  };
}
