import type { FastifyInstance } from 'fastify';
import type { ProcessApi } from '../../processes';
import { searchRoutes } from './routes';

/** What the search needs from the app: the process core, which decides read access. */
export type SearchDeps = { processes: ProcessApi };

/** The fulltext search on the app. */
export async function registerSearch(app: FastifyInstance, deps: SearchDeps): Promise<void> {
  await app.register(searchRoutes, { services: { db: app.db, processes: deps.processes } });
}
