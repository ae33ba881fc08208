/** JSON Schemas of the forms routes (SPEC §7 "Forms"); each schema and its type are named as a pair. */

export const FormIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
export type FormIdParams = { id: number };

export const OrganizationParams = {
  type: 'object',
  additionalProperties: false,
  required: ['organization'],
  properties: { organization: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
export type OrganizationParams = { organization: string };

// The questionnaire's own structure is checked by the engine against schemas/questionnaire.schema.json.
export const Form = {
  type: 'object',
  required: ['id', 'correlationId', 'version', 'name', 'questionnaireType', 'isDraft', 'pages'],
  properties: {
    id: { type: 'integer' },
    correlationId: { type: 'string' },
    version: { type: 'integer' },
    name: { type: 'string' },
    questionnaireType: { type: 'integer' },
    isDraft: { type: 'boolean' },
    pages: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;

export const FormListItem = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'correlationId',
    'name',
    'questionnaireType',
    'isDraft',
    'version',
    'versionCount',
    'processCount',
    'createdAt',
  ],
  properties: {
    id: { type: 'integer' },
    correlationId: { type: 'string' },
    name: { type: 'string' },
    questionnaireType: { type: 'integer' },
    isDraft: { type: 'boolean' },
    version: { type: 'integer' },
    versionCount: { type: 'integer' },
    processCount: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const FormSetting = {
  type: 'object',
  additionalProperties: false,
  required: ['processType', 'feedbackType', 'formCorrelationId', 'formId', 'formName'],
  properties: {
    processType: { type: 'integer' },
    feedbackType: { type: 'integer' },
    formCorrelationId: { type: 'string' },
    formId: { type: ['integer', 'null'] },
    formName: { type: ['string', 'null'] },
  },
} as const;
