import type { FastifyInstance } from 'fastify';
import { reportsOf } from '../../organizations/hierarchy';
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

const listResponse = {
  200: { type: 'array', items: UserListItem },
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
} as const;

/** The employee overview (SPEC §7 GET /Users), for the user area, and the caller's own employees. */
export async function usersRoutes(app: FastifyInstance) {
  app.get(
    '/api/Users/my-employees',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's direct and indirect reports (everyone may ask; most have none)",
        response: listResponse,
      },
    },
    async (request) => {
      const { organization, user } = request.principal;
      const reports = await reportsOf(app.db, organization.id, user.id);
      return (await listUsers(app.db, organization.id, [...reports.keys()])).map(presentUserListItem);
    },
  );

  app.get(
    '/api/Users',
    {
      config: { access: { area: 'user', need: 'read' } },
      schema: {
        tags: ['users'],
        summary: 'All employees of the organization',
        response: listResponse,
      },
    },
    async (request) => (await listUsers(app.db, request.principal.organization.id)).map(presentUserListItem),
  );
}
