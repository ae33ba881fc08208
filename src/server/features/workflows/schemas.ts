/** JSON Schemas of the workflows routes (SPEC §7 "Workflows"); each schema and its type are named as a pair. */
import { ProblemSchema } from '../../schemas';

export const WorkflowIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
export type WorkflowIdParams = { id: number };

// The settings' own structure is checked in the handler by the engine (validateWorkflowSettings against
// schemas/workflow-settings.schema.json, then checkWorkflowSettings), so that the paths of its errors point
// into the settings and the route's validator cannot coerce or strip anything first.
export const WorkflowSettingsBody = {
  type: 'object',
  description:
    'WorkflowSettings of one process type (schemas/workflow-settings.schema.json); `id` is optional and, when ' +
    "given, must be the organization's workflow of that process type.",
  additionalProperties: true,
} as const;

export const StoredWorkflowSettings = {
  type: 'object',
  description: 'WorkflowSettings (schemas/workflow-settings.schema.json) with the id of the stored row',
  required: ['id', 'processType'],
  properties: { id: { type: 'integer' }, processType: { type: 'integer' } },
  additionalProperties: true,
} as const;

export const WorkflowMeta = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'processType', 'updatedAt', 'isDefault'],
  properties: {
    id: { type: 'integer' },
    processType: { type: 'integer' },
    updatedAt: { type: 'string', format: 'date-time' },
    /** true while the settings equal the product's default workflow of the process type */
    isDefault: { type: 'boolean' },
  },
} as const;
export type WorkflowMeta = { id: number; processType: number; updatedAt: string; isDefault: boolean };

export const WorkflowsList = {
  type: 'object',
  required: ['settings', 'meta'],
  properties: {
    settings: { type: 'array', items: StoredWorkflowSettings },
    meta: { type: 'array', items: WorkflowMeta },
  },
} as const;

/** 400 WORKFLOW_SETTINGS_INVALID: the checker's issues, each with a JSON pointer into the settings. */
export const WorkflowProblem = {
  ...ProblemSchema,
  properties: {
    ...ProblemSchema.properties,
    issues: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'messageKey', 'params', 'path'],
        properties: {
          code: { type: 'string' },
          messageKey: { type: 'string' },
          params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
          path: { type: 'string' },
        },
      },
    },
  },
} as const;

/** The organization hub's event after a save or reset (SPEC §7): ids only, clients fetch the settings. */
export type WorkflowSettingsModified = { processType: number; id: number };
