import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProblemSchema } from '../../schemas';
import { problem } from '../../errors';
import { assertMayEditWorkflows } from './policy';
import { presentWorkflow, presentWorkflowMeta } from './present';
import { listWorkflows } from './repo';
import {
  StoredWorkflowSettings,
  WorkflowIdParams,
  WorkflowProblem,
  WorkflowSettingsBody,
  WorkflowsList,
} from './schemas';
import { resetWorkflow, saveWorkflow } from './service';

const errors = { 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

// Route-level preValidation runs after the app's authentication and before the body is validated, so a
// member without the right gets 403 whatever they send.
const editorsOnly = async (request: FastifyRequest) => assertMayEditWorkflows(request.principal);

/**
 * Workflow settings per process type (SPEC §7 "Workflows"). Every member reads them (the client predicts
 * which actions to offer from them, DESIGN "one interpreter"); only full administrators change them.
 */
export async function workflowsRoutes(app: FastifyInstance) {
  app.get(
    '/api/Workflows',
    {
      schema: {
        tags: ['workflows'],
        summary: 'Workflow settings of every process type',
        description: '`meta` tells per row when it last changed and whether it is still the default.',
        response: { 200: WorkflowsList, ...errors },
      },
    },
    async (request) => {
      const rows = await listWorkflows(app.db, request.principal.organization.id);
      return { settings: rows.map(presentWorkflow), meta: rows.map(presentWorkflowMeta) };
    },
  );

  app.post(
    '/api/Workflows',
    {
      preValidation: editorsOnly,
      schema: {
        tags: ['workflows'],
        summary: 'Save the workflow settings of one process type (full administrators)',
        description:
          "Replaces the organization's workflow of `processType`. 400 VALIDATION_FAILED when the settings do " +
          'not match the schema (`errors[].path` = /body + a JSON pointer into the settings); 400 ' +
          'WORKFLOW_SETTINGS_INVALID when the workflow checker finds problems (`issues[]`, each with a ' +
          'message key and a JSON pointer into the settings). Nothing is stored then. Publishes the ' +
          "organization hub's WorkflowSettingsModified { processType, id }.",
        body: WorkflowSettingsBody,
        response: { 200: StoredWorkflowSettings, 400: WorkflowProblem, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await saveWorkflow(app, request.principal, request.body);
      if (outcome.ok) return outcome.workflow;
      if (outcome.reason === 'schema') {
        const list = outcome.errors.map((e) => ({ path: `/body${e.path}`, message: e.message }));
        return reply
          .status(400)
          .send(problem(400, 'VALIDATION_FAILED', 'The workflow settings do not match the schema.', list));
      }
      const list = outcome.issues.map((i) => ({ path: `/body${i.path}`, message: i.code }));
      return reply.status(400).send({
        ...problem(400, 'WORKFLOW_SETTINGS_INVALID', 'The workflow settings contain errors.', list),
        messageKey: 'workflows.errors.invalidSettings',
        issues: outcome.issues,
      });
    },
  );

  app.delete<{ Params: WorkflowIdParams }>(
    '/api/Workflows/:id',
    {
      preValidation: editorsOnly,
      schema: {
        tags: ['workflows'],
        summary:
          'Reset a process type to its default workflow (full administrators); a process type always has a workflow, so none is removed',
        description:
          'A process type always has a workflow, so this does not remove it: the settings of the process ' +
          'type of row `id` return to the default workflow (workflows/*.json) and the reset settings are ' +
          'returned. 404 for an id of another organization. Publishes WorkflowSettingsModified.',
        params: WorkflowIdParams,
        response: { 200: StoredWorkflowSettings, 400: ProblemSchema, ...errors },
      },
    },
    async (request) => resetWorkflow(app, request.principal, request.params.id),
  );
}
