import type { FastifyInstance } from 'fastify';
import type { ProcessApi } from '../../processes';
import { anonymousSubmissionRoutes } from './anonymous-submission-routes';
import type { FeedbacksServices } from './deps';
import { feedbackRoutes } from './feedback-routes';
import { linkRoutes } from './link-routes';
import { listRoutes } from './list-routes';
import { processRoutes } from './process-routes';
import { reachRoutes } from './reach-routes';
import { shareRoutes } from './share-routes';

/** What the feedbacks routes need from the app: the process core's operations. */
export type FeedbacksDeps = { processes: ProcessApi };

/** The Feedbacks endpoints of SPEC §7 over the process core (its operations do the work). */
export async function registerFeedbacks(app: FastifyInstance, deps: FeedbacksDeps): Promise<void> {
  const services: FeedbacksServices = { db: app.db, processes: deps.processes };
  await app.register(feedbackRoutes, { services });
  await app.register(processRoutes, { services });
  await app.register(listRoutes, { services });
  await app.register(shareRoutes, { services });
  await app.register(anonymousSubmissionRoutes, { services });
  await app.register(reachRoutes, { services });
  await app.register(linkRoutes, { services });
}
