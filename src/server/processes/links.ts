import { PROCESS_TYPES } from '../../engine/constants';
import type { RouteData } from '../../engine/notifications/notification-text';
import type { CompiledWorkflow } from '../../engine/workflows';
import type { DonorRole } from '../../engine/access';
import type { FeedbackRow, ProcessRow } from '../db/database';
import { workflowOf, type FeedbackServices } from './action-scope';
import {
  canSeeProcess,
  donorRolesOf,
  feedbackActions,
  loadFeedbacksAndParticipants,
  type Actor,
} from './policy';
import { findProcess } from './repo';

/** What a link is made for: a process and, where one is meant (the document to confirm), its feedback. */
export type LinkTarget = { processId: number; feedbackId?: number | null };

/** The page of a process itself, for those who may see it but read none of its feedbacks there. */
const PROCESS_PAGES: Partial<Record<number, (processId: number) => RouteData>> = {
  [PROCESS_TYPES.PDP]: (id) => ({ routeName: 'pdp', id }),
  [PROCESS_TYPES.PROMOTION]: () => ({ routeName: 'promotions', id: null }),
  [PROCESS_TYPES.PDC]: () => ({ routeName: 'pdc-edc', id: null }),
  [PROCESS_TYPES.EDC]: () => ({ routeName: 'pdc-edc', id: null }),
};

/**
 * Pure. Where a link to a process leads a person with `donorRoles` now: a PDP its screen (the plan is read
 * there); otherwise the feedback `preferred` when they may read it, else the first feedback of the process they
 * may read (by type, then id); else the process's own page when they may see the process (PDP, promotions,
 * PDC/EDC; MAFEG and EHG have none); else null: no link, rather than one that answers "no permission".
 */
export function linkFromRights(
  compiled: CompiledWorkflow,
  process: Pick<ProcessRow, 'id' | 'process_type' | 'status_id'>,
  feedbacks: readonly FeedbackRow[],
  donorRoles: readonly DonorRole[],
  preferred?: number | null,
): RouteData | null {
  const seesProcess = () =>
    canSeeProcess(
      compiled,
      process.status_id,
      donorRoles,
      feedbacks.map((f) => f.feedback_type),
    );
  const page = PROCESS_PAGES[process.process_type];
  if (process.process_type === PROCESS_TYPES.PDP && page) return seesProcess() ? page(process.id) : null;
  const readable = feedbacks.filter((f) => feedbackActions(compiled, process, donorRoles, f).read);
  const feedback = readable.find((f) => f.id === preferred) ?? readable[0];
  if (feedback) return { routeName: 'feedback', id: feedback.id };
  return page && seesProcess() ? page(process.id) : null;
}

/**
 * Where links to processes lead the actor now (see linkFromRights), one answer per target in their order;
 * null for a process of another organization or one they may not see. Every link the product makes for a
 * person (calendar, notifications, e-mails, tasks) goes through here, so that it opens at the moment it is
 * followed.
 */
export async function linksTo(
  services: FeedbackServices,
  actor: Actor,
  targets: readonly LinkTarget[],
): Promise<(RouteData | null)[]> {
  if (targets.length === 0) return [];
  const config = await services.organizationConfig.get(actor.organizationId);
  // a process's rights are read once, however many of its dates or notifications ask
  const rights = new Map<number, Promise<Rights | null>>();
  const rightsOf = (processId: number) => {
    let known = rights.get(processId);
    if (!known) {
      known = (async () => {
        const process = await findProcess(services.db, actor.organizationId, processId);
        if (!process) return null;
        const compiled = workflowOf(config, process.process_type);
        const { feedbacks, participants } = await loadFeedbacksAndParticipants(services.db, process);
        const donorRoles = donorRolesOf(actor, participants, compiled.settings.hideFromRecipient);
        return { compiled, process, feedbacks, donorRoles };
      })();
      rights.set(processId, known);
    }
    return known;
  };
  const answers: (RouteData | null)[] = [];
  for (const target of targets) {
    const r = await rightsOf(target.processId);
    answers.push(r && linkFromRights(r.compiled, r.process, r.feedbacks, r.donorRoles, target.feedbackId));
  }
  return answers;
}

type Rights = {
  compiled: CompiledWorkflow;
  process: ProcessRow;
  feedbacks: FeedbackRow[];
  donorRoles: DonorRole[];
};
