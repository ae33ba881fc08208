import type { HealthServices } from './deps';
import type { HealthStatus } from './response-schemas';

/** Readiness: ready when the database answers and the instance is not draining (public, so no actor). */
export async function readiness(services: HealthServices): Promise<{ ready: boolean; status: HealthStatus }> {
  if (services.draining())
    return { ready: false, status: { status: 'draining', database: services.databaseKind } };
  const ready = await services.databaseAnswers();
  return { ready, status: { status: ready ? 'ready' : 'unavailable', database: services.databaseKind } };
}
