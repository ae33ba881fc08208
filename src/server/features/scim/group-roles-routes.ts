import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors } from '../../../engine/api/common';
import { ScimGroupRoles, ScimGroupRolesBody } from '../../../engine/api/scim';
import type { ScimServices } from './deps';
import { groupRolesOf, saveGroupRoles } from './group-roles-service';

const tags = ['provisioning'];
const access = { fullAdmin: true } as const;

/** Which roles the members of an identity system's SCIM groups hold, for the organization's full administrators. */
export async function scimGroupRoleRoutes(
  fastify: FastifyInstance,
  { services }: { services: ScimServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/scim-group-roles',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The roles SCIM group membership gives, and the groups provisioned so far',
        response: { 200: ScimGroupRoles, ...commonErrors },
      },
    },
    async (request) => groupRolesOf(services, actorOf(request.principal)),
  );
  app.put(
    '/api/scim-group-roles',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Set which roles the members of each SCIM group hold (applied to every member at once)',
        body: ScimGroupRolesBody,
        response: { 200: ScimGroupRoles, ...commonErrors },
      },
    },
    async (request) => saveGroupRoles(services, actorOf(request.principal), request.body),
  );
}
