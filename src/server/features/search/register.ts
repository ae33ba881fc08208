import type { FastifyInstance } from 'fastify';
import { searchRoutes } from './routes';

/** The fulltext search on the app; after registerFeedbacks, whose `app.processApi` decides read access. */
export async function registerSearch(app: FastifyInstance): Promise<void> {
  await app.register(searchRoutes);
}
