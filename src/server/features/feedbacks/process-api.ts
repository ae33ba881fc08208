import type { DonorRole } from '../../../engine/access';
import type { CompiledWorkflow } from '../../../engine/workflows';
import type { ProcessRow } from '../../db/database';
import { runProcessAction, workflowOf, type FeedbackServices, type ProcessScope } from './action-scope';
import { calendarFile } from './ics-export';
import type { Principal } from '../../auth/principal';
import { actorOf, audienceOf, donorRolesOf, loadParticipants, type Actor } from './policy';
import { loadPeople, type People } from './present';
import { listFeedbacksOf } from './repo';
import type { ProcessAudience } from './events';

/**
 * Process internals other features (PDP) act through, beside `app.processFacade` (create, reportsOf): features
 * do not import each other's files (lint boundary), so the feature hands this out on the app instance.
 */
export type ProcessApi = {
  /** Who acts in a signed-in request: the caller's employee record, roles and language. */
  actorOf(principal: Principal): Actor;
  /**
   * Runs an action on a locked process of the organization in one transaction (actor null: the system);
   * recorded events are emitted after the commit. 404 for a process of another organization.
   */
  act<T>(
    organizationId: number,
    actor: Actor | null,
    processId: number,
    action: (scope: ProcessScope) => Promise<T>,
  ): Promise<T>;
  /** The caller's donor roles in a process (SPEC §3), its compiled workflow and everyone it concerns. */
  rolesIn(
    actor: Actor,
    process: ProcessRow,
  ): Promise<{ compiled: CompiledWorkflow; donorRoles: DonorRole[]; audience: ProcessAudience }>;
  /** The compiled workflow of a process type in the organization (409 NO_WORKFLOW when it has none). */
  workflow(organizationId: number, processType: number): Promise<CompiledWorkflow>;
  /** Names of employees of the organization, by id. */
  people(organizationId: number, ids: Iterable<number | null>): Promise<People>;
  /** An iCalendar file with a one-hour event at the wall-clock time of `start` in `timeZone`. Pure. */
  calendarFile: typeof calendarFile;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** the processes of the feedbacks feature, for other features */
    processApi: ProcessApi;
  }
}

/** The ProcessApi over the feedback services. */
export function createProcessApi(services: FeedbackServices): ProcessApi {
  return {
    actorOf,
    act: (organizationId, actor, processId, action) =>
      runProcessAction(services, actor, organizationId, processId, action),
    rolesIn: async (actor, process) => {
      const config = await services.organizationConfig.get(actor.organizationId);
      const compiled = workflowOf(config, process.process_type);
      const feedbacks = await listFeedbacksOf(services.db, actor.organizationId, process.id);
      const participants = await loadParticipants(services.db, process, feedbacks);
      const donorRoles = donorRolesOf(actor, participants, compiled.settings.hideFromRecipient);
      return { compiled, donorRoles, audience: audienceOf(participants) };
    },
    workflow: async (organizationId, processType) =>
      workflowOf(await services.organizationConfig.get(organizationId), processType),
    people: (organizationId, ids) => loadPeople(services.db, organizationId, ids),
    calendarFile,
  };
}
