import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './routes';
import './tables';

/**
 * The dashboard tasks on the app (SPEC §2, §3, §7). Registered after the feedbacks and PDC/EDC features, whose
 * `app.processApi` and `app.pdcEdcReminders` it reads.
 */
export async function registerDashboard(app: FastifyInstance): Promise<void> {
  await app.register(dashboardRoutes);
}
