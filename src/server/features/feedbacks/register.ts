import type { FastifyInstance } from 'fastify';
import type { FeedbackServices } from './action-scope';
import { ProcessEvents } from './events';
import { feedbackRoutes } from './feedback-routes';
import { FormCache } from './form-cache';
import { publishProcessEventsToHubs } from './hub-publisher';
import { listRoutes } from './list-routes';
import { createProcessApi } from './process-api';
import { processRoutes } from './process-routes';
import { SaveNotifier } from './save-notifier';
import { shareRoutes } from './share-routes';
import { startTalkDateJob } from './talk-date';
import { feedbackTargetsGate } from './targets-port';

declare module 'fastify' {
  interface FastifyInstance {
    /** the feedback services (tests run the talk-date job through them) */
    feedbackServices: FeedbackServices;
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
