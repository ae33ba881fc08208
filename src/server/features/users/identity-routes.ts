import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors, NoContent, ProblemSchema } from '../../../engine/api/common';
import { UserIdentities, UserIdentityParams, UserIdParams } from '../../../engine/api/users';
import type { UsersServices } from './deps';
import { identitiesOfUser, unlinkIdentity } from './identities';

const tags = ['users'];
const errors = { ...commonErrors, 404: ProblemSchema } as const;
/** who may change an employee may see and undo their sign-in links */
const write = { access: { area: 'user', need: 'write' } } as const;

/** An employee's sign-in identities at an external issuer: listed and unlinked by HR (user area write). */
export async function identityRoutes(fastify: FastifyInstance, { services }: { services: UsersServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/users/:id/identities',
    {
      config: write,
      schema: {
        tags,
        summary: "An employee's sign-in identities at the external issuer, oldest first",
        params: UserIdParams,
        response: { 200: UserIdentities, ...errors },
      },
    },
    async (request) => identitiesOfUser(services, actorOf(request.principal), request.params.id),
  );

  app.delete(
    '/api/users/:id/identities/:identityId',
    {
      config: write,
      schema: {
        tags,
        summary:
          "Undo an employee's link to an issuer's subject (recorded in the change history); the next sign-in " +
          'is matched again by the configured claim',
        params: UserIdentityParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await unlinkIdentity(
        services,
        actorOf(request.principal),
        request.params.id,
        request.params.identityId,
      );
      return reply.status(204).send(null);
    },
  );
}
