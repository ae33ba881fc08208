import type { HealthServices } from './deps';
import { databaseAnswers } from './repo';
import type { HealthStatus } from './response-schemas';

/** Readiness: ready when the database answers (public, so no actor). */
export async function readiness(services: HealthServices): Promise<{ ready: boolean; status: HealthStatus }> {
  const ready = await databaseAnswers(services.db);
  return { ready, status: { status: ready ? 'ready' : 'unavailable', database: services.databaseKind } };
}
