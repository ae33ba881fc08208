import { Type, type Static } from 'typebox';
import type { WorkflowSettings } from '../../../engine/workflows';
import { ProblemSchema } from '../../../engine/api/common';

/** A stored row's workflow settings, with the row's id. */
export type StoredWorkflow = WorkflowSettings & { id: number };

// The settings are the engine's WorkflowSettings, validated on every save against their own JSON Schema
// (schemas/workflow-settings.schema.json); the answer passes them on as stored (every property, in stored
// order), with the row's id.
export const StoredWorkflowSchema = Type.Unsafe<StoredWorkflow>({
  type: 'object',
  description: 'WorkflowSettings (schemas/workflow-settings.schema.json) with the id of the stored row',
  required: ['id', 'processType'],
  properties: { id: { type: 'integer' }, processType: { type: 'integer' } },
  additionalProperties: true,
});

/** When a stored row last changed, and whether it is still the product's default workflow. */
export const WorkflowMetaSchema = Type.Object({
  id: Type.Integer(),
  processType: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
  /** true while the settings equal the product's default workflow of the process type */
  isDefault: Type.Boolean(),
});
export type WorkflowMeta = Static<typeof WorkflowMetaSchema>;

/** GET /Workflows: the settings of every process type, and per row its meta. */
export const WorkflowListSchema = Type.Object({
  settings: Type.Array(StoredWorkflowSchema),
  meta: Type.Array(WorkflowMetaSchema),
});

/** 400 WORKFLOW_SETTINGS_INVALID: the checker's issues, each with a JSON pointer into the settings. */
export const WorkflowProblemSchema = Type.Object({
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
export type WorkflowProblem = Static<typeof WorkflowProblemSchema>;
