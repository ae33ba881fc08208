import { Type, type Static } from 'typebox';

/** GET /healthz and /readyz: the state, and for readiness the database kind. */
export const HealthStatus = Type.Object({
  status: Type.String(),
  database: Type.Optional(Type.String()),
});
export type HealthStatus = Static<typeof HealthStatus>;
