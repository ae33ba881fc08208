import type { FastifyInstance } from 'fastify';
import { ProblemSchema } from '../../schemas';
import { presentUserListItem } from './present';
import { listUsers } from './repo';

const UserListItem = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'shorthand',
    'firstName',
    'lastName',
    'position',
    'supervisorId',
    'supervisorName',
    'mentorName',
    'canBeImpersonated',
  ],
  properties: {
    id: { type: 'integer' },
    shorthand: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    position: { type: 'string' },
    supervisorId: { type: ['integer', 'null'] },
    supervisorName: { type: ['string', 'null'] },
    mentorName: { type: ['string', 'null'] },
    canBeImpersonated: { type: 'boolean' },
  },
} as const;

/** The employee overview (SPEC §7 GET /Users), for the user area. */
export async function usersRoutes(app: FastifyInstance) {
  app.get(
    '/api/Users',
    {
      config: { access: { area: 'user', need: 'read' } },
      schema: {
        tags: ['users'],
        summary: 'All employees of the organization',
        response: {
          200: { type: 'array', items: UserListItem },
          401: ProblemSchema,
          403: ProblemSchema,
          404: ProblemSchema,
        },
      },
    },
    async (request) => (await listUsers(app.db, request.principal.organization.id)).map(presentUserListItem),
  );
}
