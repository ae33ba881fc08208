import type { FastifyInstance } from 'fastify';
import { ProblemSchema } from '../../schemas';

/**
 * GET /Workflows (SPEC §7): the organization's workflow settings per process type. Every member may
 * read them: the client predicts which actions to offer from them (DESIGN "one interpreter").
 */
export async function workflowsRoutes(app: FastifyInstance) {
  app.get(
    '/api/Workflows',
    {
      schema: {
        tags: ['workflows'],
        summary: 'Workflow settings of every process type',
        response: {
          200: {
            type: 'object',
            required: ['settings'],
            properties: {
              settings: { type: 'array', items: { type: 'object', additionalProperties: true } },
            },
          },
          401: ProblemSchema,
          403: ProblemSchema,
          404: ProblemSchema,
        },
      },
    },
    async (request) => ({
      settings: (await app.organizationConfig.get(request.principal.organization.id)).workflows,
    }),
  );
}
