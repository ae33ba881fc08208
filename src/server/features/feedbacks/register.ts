import type { FastifyInstance } from 'fastify';
import type { FeedbackServices } from './action-scope';
import { ProcessEvents } from './events';
import { approveFeedback, saveValues, vetoFeedback } from './feedback-actions';
import { feedbackRoutes } from './feedback-routes';
import { FormCache } from './form-cache';
import { publishProcessEventsToHubs } from './hub-publisher';
import { listRoutes } from './list-routes';
import { actorOf } from './policy';
import { createProcess } from './process-create';
import { createProcessApi } from './process-api';
import { processRoutes } from './process-routes';
import { SaveNotifier } from './save-notifier';
import { shareRoutes } from './share-routes';
import { reportsOf } from './repo';
import { startTalkDateJob } from './talk-date';
import { feedbackTargetsGate } from './targets-port';
import type { Principal } from '../../auth/principal';
import type { ValueChange } from './value-changes';

/**
 * What other features (promotions, PDC/EDC) use of feedback processes: the same services with their rules,
 * transactions and events, without importing this feature's internals.
 */
export type ProcessFacade = {
  create: (principal: Principal, input: Parameters<typeof createProcess>[2]) => Promise<number>;
  saveValues: (principal: Principal, feedbackId: number, changes: ValueChange[]) => Promise<unknown>;
  approve: (principal: Principal, feedbackId: number) => Promise<unknown>;
  veto: (principal: Principal, feedbackId: number, comment: string) => Promise<unknown>;
  /** the direct and indirect reports of a user: id -> level below them (1 direct) */
  reportsOf: (organizationId: number, userId: number) => Promise<Map<number, number>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** the feedback services (tests run the talk-date job through them) */
    feedbackServices: FeedbackServices;
    /** feedback process actions for other features */
    processFacade: ProcessFacade;
  }
}

/**
 * Feedback processes on the app: the domain events (with hub publishing subscribed), the routes, and the
 * talk-date job (started when the app is ready, stopped on close). Call it directly, not through register,
 * so that `app.processEvents` is visible to every feature.
 */
export async function registerFeedbacks(app: FastifyInstance): Promise<void> {
  const events = new ProcessEvents(app.log);
  app.decorate('processEvents', events);
  const unsubscribeHubs = publishProcessEventsToHubs(events, (message) => app.hubs.publish(message));
  // The session's hasMafegProcess comes with the cached membership: a new or copied process refreshes it.
  const unsubscribeMemberships = events.subscribe(
    (event) => app.memberships.forget(event.organizationId),
    ['created', 'copied'],
  );
  const unsubscribe = () => {
    unsubscribeHubs();
    unsubscribeMemberships();
  };
  const services: FeedbackServices = {
    db: app.db,
    organizationConfig: app.organizationConfig,
    forms: new FormCache(),
    events,
    saved: new SaveNotifier((message) => app.hubs.publish(message)),
  };
  app.decorate('feedbackServices', services);
  app.decorate('feedbackTargets', feedbackTargetsGate(services));
  app.decorate('processApi', createProcessApi(services));
  app.decorate('processFacade', {
    create: (principal, input) => createProcess(services, actorOf(principal), input),
    saveValues: (principal, feedbackId, changes) =>
      saveValues(services, actorOf(principal), feedbackId, changes),
    approve: (principal, feedbackId) => approveFeedback(services, actorOf(principal), feedbackId),
    veto: (principal, feedbackId, comment) => vetoFeedback(services, actorOf(principal), feedbackId, comment),
    reportsOf: (organizationId, userId) => reportsOf(app.db, organizationId, userId),
  } satisfies ProcessFacade);
  await app.register(feedbackRoutes, { services });
  await app.register(processRoutes, { services });
  await app.register(listRoutes, { services });
  await app.register(shareRoutes, { services });
  let stop = async () => {};
  app.addHook('onReady', async () => {
    stop = startTalkDateJob(services, app.log);
  });
  // preClose: the run in flight finishes before the database closes (onClose)
  app.addHook('preClose', async () => {
    await stop();
    unsubscribe();
    services.saved?.stop();
  });
}
