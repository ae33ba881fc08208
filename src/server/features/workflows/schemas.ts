import { Type, type Static } from 'typebox';

/** The request schemas of the workflows routes (SPEC §7 "Workflows"), each with its type of the same name. */

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
