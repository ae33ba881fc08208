import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { HubMessage } from '../hubs/hub-message';
import type { OrganizationConfigRepo } from '../organizations/organization-config';
import type { Actor } from '../auth/actor';
import type { FeedbackServices } from './action-scope';
import { onAnonymousSubmitted, type AnonymousSubmittedHandler } from './anonymous-feedbacks';
import { ProcessEvents, type ProcessDomainEvent } from './events';
import { FormCache } from './form-cache';
import { mayJoinProcessGroup } from './group-access';
import { publishProcessEventsToHubs } from './hub-publisher';
import { createProcessApi, type ProcessApi } from './process-api';
import { fireReachedTalkDates, startTalkDateJob } from './talk-date';
import { feedbackTargetsGate, type FeedbackTargetsGate } from './targets-port';

type Log = { error: (object: object, message: string) => void };

/** What the process core needs: the database, the organizations' configuration, the hubs and a log. */
export type ProcessCoreDeps = {
  db: Kysely<Database>;
  organizationConfig: OrganizationConfigRepo;
  /** publishes to the hubs; absent where nobody listens (the demo seed) */
  publish?: (message: HubMessage) => Promise<void>;
  log: Log;
};

/** The process core as the app holds it: built once, handed to the features that need it. */
export type ProcessCore = {
  /** the process operations the features use */
  api: ProcessApi;
  /** the domain events, emitted after each commit; features subscribe here */
  events: ProcessEvents;
  /**
   * Hears of each submitted anonymous feedback inside the submit's transaction (anonymous feedbacks belong to
   * no process, so no process event tells of them); returns the unsubscribe.
   */
  onAnonymousSubmitted(handler: AnonymousSubmittedHandler): () => void;
  /** the seam of goals written in forms (the goals feature plugs in its storage) */
  targets: FeedbackTargetsGate;
  /** whether a connection may join a processes' hub group (undefined: not a processes' group) */
  mayJoinGroup(
    caller: Pick<Actor, 'organizationId' | 'userId' | 'roles'>,
    name: string,
  ): Promise<boolean | undefined>;
  /** starts the scheduled jobs (the talk-date job) */
  start(): void;
  /** one run of the talk-date job at `now` (tests run it at a chosen time); the number of processes moved */
  fireReachedTalkDates(now?: Date): Promise<number>;
  /** stops the jobs (waiting for a run in flight) and the hub publishing */
  stop(): Promise<void>;
};

/**
 * Builds the process core: the services over the database, the domain events with the one hub publisher
 * subscribed, the goals seam and the talk-date job (started by start()).
 */
export function createProcessCore(deps: ProcessCoreDeps): ProcessCore {
  const events = new ProcessEvents(deps.log);
  const services: FeedbackServices = {
    db: deps.db,
    organizationConfig: deps.organizationConfig,
    forms: new FormCache(),
    events,
  };
  const api = createProcessApi(services);
  // a process event reaches only the people who may read the process at its new status
  const readersOf = (event: ProcessDomainEvent) =>
    api.readersOf(event).catch((err: unknown) => {
      deps.log.error({ err, processId: event.processId }, 'the readers of a process event are unknown');
      return [];
    });
  const stopPublishing = deps.publish
    ? publishProcessEventsToHubs(events, deps.publish, deps.log, readersOf)
    : () => {};
  let stopJob = async () => {};
  return {
    api,
    events,
    onAnonymousSubmitted: (handler) => onAnonymousSubmitted(services, handler),
    targets: feedbackTargetsGate(services),
    mayJoinGroup: (caller, name) => mayJoinProcessGroup(services, caller, name),
    start: () => {
      stopJob = startTalkDateJob(services, deps.log);
    },
    fireReachedTalkDates: (now) => fireReachedTalkDates(services, now),
    stop: async () => {
      await stopJob();
      stopPublishing();
    },
  };
}
