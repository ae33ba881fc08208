import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors } from '../../../engine/api/common';
import type { OrganizationSettingsServices } from './deps';
import { OrganizationSettings, OrganizationSettingsBody } from '../../../engine/api/organization-settings';
import { organizationSettings, saveOrganizationSettings } from './service';

const tags = ['organization'];
const fullAdmins = { access: { fullAdmin: true } } as const;

/** The organization's own settings (a product addition: SPEC §2's feedback mail link needs an address). */
export async function organizationSettingsRoutes(
  fastify: FastifyInstance,
  { services }: { services: OrganizationSettingsServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/organization/settings',
    {
      config: fullAdmins,
      schema: {
        tags,
        summary: "The organization's settings (full administrators)",
        response: { 200: OrganizationSettings, ...commonErrors },
      },
    },
    async (request) => organizationSettings(services, actorOf(request.principal)),
  );

  app.put(
    '/api/organization/settings',
    {
      config: fullAdmins,
      schema: {
        tags,
        summary: "Change the organization's settings (full administrators)",
        body: OrganizationSettingsBody,
        response: { 200: OrganizationSettings, ...commonErrors },
      },
    },
    async (request) =>
      saveOrganizationSettings(
        services,
        actorOf(request.principal),
        request.principal.organization.slug,
        request.body,
      ),
  );
}
