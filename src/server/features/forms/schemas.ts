import { FORM_NAME_MAX_LENGTH } from '../../../engine/forms';
import { ProblemSchema } from '../../schemas';

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
    revision: { type: 'integer' },
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

const localizedOrAny = { type: 'object', additionalProperties: true } as const;

/**
 * Body of POST /Forms: a questionnaire (SPEC §3 "Form"). Without `id` a new questionnaire; with `id` (and
 * `version`) a save onto that version, which must still be the latest. The full structure is checked by the
 * engine against schemas/questionnaire.schema.json, so this only states the top level.
 */
export const SaveFormBody = {
  type: 'object',
  required: ['correlationId', 'name', 'questionnaireType', 'isDraft', 'pages'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    version: { type: 'integer', minimum: 1 },
    revision: { type: 'integer', minimum: 1 },
    correlationId: { type: 'string', format: 'uuid' },
    name: { type: 'string', minLength: 1, maxLength: FORM_NAME_MAX_LENGTH },
    questionnaireType: { type: 'integer' },
    isDraft: { type: 'boolean' },
    pages: { type: 'array', items: localizedOrAny },
  },
} as const;
export type SaveFormBody = {
  id?: number;
  version?: number;
  revision?: number;
  correlationId: string;
  name: string;
  questionnaireType: number;
  isDraft: boolean;
  pages: unknown[];
};

export const CopyFormBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'newTitle', 'correlationId'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    newTitle: { type: 'string', minLength: 1, maxLength: FORM_NAME_MAX_LENGTH, pattern: '\\S' },
    correlationId: { type: 'string', format: 'uuid' },
  },
} as const;
export type CopyFormBody = { id: number; newTitle: string; correlationId: string };

export const DeleteFormQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'correlationId'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    correlationId: { type: 'string', format: 'uuid' },
  },
} as const;
export type DeleteFormQuery = { id: number; correlationId: string };

/** A stored version as POST /Forms and /Forms/copy answer, with whether the save created a new version. */
export const SavedForm = {
  ...Form,
  required: [...Form.required, 'newVersion'],
  properties: { ...Form.properties, newVersion: { type: 'boolean' } },
} as const;

/** 400 and 409 answers of the editing routes: the problem object plus what names the place or the cause. */
export const FormProblem = {
  ...ProblemSchema,
  properties: {
    ...ProblemSchema.properties,
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'code', 'messageKey', 'message', 'params'],
        properties: {
          elementId: { type: 'string' },
          path: { type: 'string' },
          code: { type: 'string' },
          messageKey: { type: 'string' },
          message: { type: 'string' },
          params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
        },
      },
    },
    latestId: { type: 'integer' },
    latestVersion: { type: 'integer' },
    processCount: { type: 'integer' },
  },
} as const;
