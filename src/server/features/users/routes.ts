import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { ProblemSchema } from '../../schemas';
import type { UsersServices } from './deps';
import { UserList } from './response-schemas';
import { listAllUsers, listMyEmployees } from './service';

const tags = ['users'];
const response = { 200: UserList, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema } as const;

/** The employee overview (SPEC §7 GET /Users), for the user area, and the caller's own employees. */
export async function usersRoutes(fastify: FastifyInstance, { services }: { services: UsersServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/Users/my-employees',
    {
      schema: {
        tags,
        summary: "The caller's direct and indirect reports (everyone may ask; most have none)",
        response,
      },
    },
    async (request) => listMyEmployees(services, actorOf(request.principal)),
  );

  app.get(
    '/api/Users',
    {
      config: { access: { area: 'user', need: 'read' } },
      schema: { tags, summary: 'All employees of the organization', response },
    },
    async (request) => listAllUsers(services, actorOf(request.principal)),
  );
}
