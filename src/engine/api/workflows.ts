import { Type, type Static } from 'typebox';
import type { WorkflowSettings } from '../workflows';
import { ProblemSchema } from './common';

/** The HTTP contract of the workflows routes (SPEC §7 "Workflows"): each schema with its type of the same name. */

export const WorkflowIdParams = Type.Object(
  { id: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type WorkflowIdParams = Static<typeof WorkflowIdParams>;

// The settings' own structure is checked by the service with the engine (validateWorkflowSettings against
// schemas/workflow-settings.schema.json, then checkWorkflowSettings), so that the paths of its errors point
// into the settings and the route's validator cannot coerce or strip anything first.
export const WorkflowSettingsBody = Type.Object(
  {},
  {
    description:
      'WorkflowSettings of one process type (schemas/workflow-settings.schema.json); `id` is optional and, ' +
      "when given, must be the organization's workflow of that process type.",
    additionalProperties: true,
  },
);
export type WorkflowSettingsBody = Static<typeof WorkflowSettingsBody>;

/** A stored row's workflow settings, with the row's id. */
export type StoredWorkflow = WorkflowSettings & { id: number };

// The settings are the engine's WorkflowSettings, validated on every save against their own JSON Schema
// (schemas/workflow-settings.schema.json); the answer passes them on as stored (every property, in stored
// order), with the row's id.
export const StoredWorkflow = Type.Unsafe<StoredWorkflow>({
  type: 'object',
  description: 'WorkflowSettings (schemas/workflow-settings.schema.json) with the id of the stored row',
  required: ['id', 'processType'],
  properties: { id: { type: 'integer' }, processType: { type: 'integer' } },
  additionalProperties: true,
});

/** When a stored row last changed, and whether it is still the product's default workflow. */
export const WorkflowMeta = Type.Object({
  id: Type.Integer(),
  processType: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
  /** true while the settings equal the product's default workflow of the process type */
  isDefault: Type.Boolean(),
});
export type WorkflowMeta = Static<typeof WorkflowMeta>;

/** GET /Workflows: the settings of every process type, and per row its meta. */
export const WorkflowList = Type.Object({
  settings: Type.Array(StoredWorkflow),
  meta: Type.Array(WorkflowMeta),
});
export type WorkflowList = Static<typeof WorkflowList>;

/** 400 WORKFLOW_SETTINGS_INVALID: the checker's issues, each with a JSON pointer into the settings. */
export const WorkflowProblem = Type.Object({
  ...ProblemSchema.properties,
  issues: Type.Optional(
    Type.Array(
      Type.Object({
        code: Type.String(),
        messageKey: Type.String(),
        params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
        path: Type.String(),
      }),
    ),
  ),
});
export type WorkflowProblem = Static<typeof WorkflowProblem>;
