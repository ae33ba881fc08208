import type { FastifyInstance } from 'fastify';
import type { ScimErrorReport } from '../../errors';
import type { ScimServices } from './deps';
import { scimGroupRoleRoutes } from './group-roles-routes';
import { scimRoutes } from './scim-routes';
import { scimTokenRoutes } from './token-routes';

/** The path of the SCIM service provider, outside /api. */
const SCIM_PREFIX = '/scim/v2';

/**
 * SCIM provisioning on the app: the token and group-role routes under /api for full administrators, and the SCIM 2.0
 * service provider at /scim/v2 in its own scope (content type, token check, SCIM error messages).
 */
export async function registerScim(
  app: FastifyInstance,
  deps: { reportError: (report: ScimErrorReport) => void },
): Promise<void> {
  const services: ScimServices = {
    db: app.db,
    baseUrl: `${app.config.publicUrl}${SCIM_PREFIX}`,
    forgetMemberships: (organizationId) => app.memberships.forget(organizationId),
    reportError: deps.reportError,
  };
  await app.register(scimTokenRoutes, { services });
  await app.register(scimGroupRoleRoutes, { services });
  await app.register(scimRoutes, { services, prefix: SCIM_PREFIX });
}
