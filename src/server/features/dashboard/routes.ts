import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { commonErrors } from '../../schemas';
import type { DashboardServices } from './deps';
import { TaskListSchema } from './response-schemas';
import { SetTaskVisibilityBody } from './schemas';
import { getTasks, setTaskVisibility } from './service';

const tags = ['dashboard'];

/** The dashboard tasks of SPEC §7 (Dashboard block). */
export async function dashboardRoutes(
  fastify: FastifyInstance,
  { services }: { services: DashboardServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Dashboard/GetTasks',
    {
      schema: {
        tags,
        summary: 'My open tasks, each with its visibility flag',
        response: { 200: TaskListSchema, ...commonErrors },
      },
    },
    async (request) => ({ result: await getTasks(services, actorOf(request.principal)) }),
  );

  app.post(
    '/api/Dashboard/SetTaskVisibility',
    {
      schema: {
        tags,
        summary: 'Hide or show one of my tasks; answers my tasks',
        body: SetTaskVisibilityBody,
        response: { 200: TaskListSchema, ...commonErrors },
      },
    },
    async (request) => ({
      result: await setTaskVisibility(services, actorOf(request.principal), request.body),
    }),
  );
}
