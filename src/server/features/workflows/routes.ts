import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor';
import { ProblemSchema } from '../../../engine/api/common';
import type { WorkflowsServices } from './deps';
import { presentSaveRefusal } from './present';
import {
  StoredWorkflow,
  WorkflowIdParams,
  WorkflowList,
  WorkflowProblem,
  WorkflowSettingsBody,
} from '../../../engine/api/workflows';
import { listWorkflows, resetWorkflow, saveWorkflow } from './service';

const tags = ['workflows'];
const errors = { 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

// Who may change workflows is no area of SPEC §6 but full administrators; declared on the route, it is checked
// before the body is validated, so a member without the right gets 403 whatever they send. The services ask
// the policy again.
const editorsOnly = { access: { fullAdmin: true } } as const;

/**
 * Workflow settings per process type (SPEC §7 "Workflows"). Every member reads them (the client predicts
 * which actions to offer from them, DESIGN "one interpreter"); only full administrators change them.
 */
export async function workflowsRoutes(
  fastify: FastifyInstance,
  { services }: { services: WorkflowsServices },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/Workflows',
    {
      schema: {
        tags,
        summary: 'Workflow settings of every process type',
        description: '`meta` tells per row when it last changed and whether it is still the default.',
        response: { 200: WorkflowList, ...errors },
      },
    },
    async (request) => listWorkflows(services, actorOf(request.principal)),
  );

  app.post(
    '/api/Workflows',
    {
      config: editorsOnly,
      schema: {
        tags,
        summary: 'Save the workflow settings of one process type (full administrators)',
        description:
          "Replaces the organization's workflow of `processType`. 400 VALIDATION_FAILED when the settings do " +
          'not match the schema (`errors[].path` = /body + a JSON pointer into the settings); 400 ' +
          'WORKFLOW_SETTINGS_INVALID when the workflow checker finds problems (`issues[]`, each with a ' +
          'message key and a JSON pointer into the settings). Nothing is stored then. Publishes the ' +
          "organization hub's WorkflowSettingsModified { processType, id }.",
        body: WorkflowSettingsBody,
        response: { 200: StoredWorkflow, 400: WorkflowProblem, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await saveWorkflow(services, actorOf(request.principal), request.body);
      return outcome.ok ? outcome.workflow : reply.status(400).send(presentSaveRefusal(outcome));
    },
  );

  app.delete(
    '/api/Workflows/:id',
    {
      config: editorsOnly,
      schema: {
        tags,
        summary:
          'Reset a process type to its default workflow (full administrators); a process type always has a workflow, so none is removed',
        description:
          'A process type always has a workflow, so this does not remove it: the settings of the process ' +
          'type of row `id` return to the default workflow (workflows/*.json) and the reset settings are ' +
          'returned. 404 for an id of another organization. Publishes WorkflowSettingsModified.',
        params: WorkflowIdParams,
        response: { 200: StoredWorkflow, 400: ProblemSchema, ...errors },
      },
    },
    async (request) => resetWorkflow(services, actorOf(request.principal), request.params),
  );
}
