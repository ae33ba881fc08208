import type { FastifyInstance } from 'fastify';
import type { DashboardServices } from './deps';
import { ProblemSchema } from '../../schemas';
import { SetTaskVisibilityBody, TaskListSchema } from './schemas';
import { getTasks, setTaskVisibility } from './service';

const tags = ['dashboard'];
const errors = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema } as const;

/** The dashboard tasks of SPEC §7 (Dashboard block). */
export async function dashboardRoutes(app: FastifyInstance, { deps }: { deps: DashboardServices }) {
  app.get(
    '/api/Dashboard/GetTasks',
    {
      schema: {
        tags,
        summary: 'My open tasks, each with its visibility flag',
        response: { 200: TaskListSchema, ...errors },
      },
    },
    async (request) => ({ result: await getTasks(deps, request.principal) }),
  );

  app.post<{ Body: SetTaskVisibilityBody }>(
    '/api/Dashboard/SetTaskVisibility',
    {
      schema: {
        tags,
        summary: 'Hide or show one of my tasks; answers my tasks',
        body: SetTaskVisibilityBody,
        response: { 200: TaskListSchema, ...errors },
      },
    },
    async (request) => ({ result: await setTaskVisibility(deps, request.principal, request.body) }),
  );
}
