import { NullablePersonRef, ProblemSchema } from '../../schemas';

/** JSON Schemas of the PDP responses; the OpenAPI document comes from them. */

const nullable = (type: string, extra: object = {}) => ({ type: [type, 'null'], ...extra }) as const;

export const PdpDocumentSchema = {
  type: 'object',
  required: ['documentId', 'fileName', 'uploadDateUtc', 'downloadUrl'],
  properties: {
    documentId: { type: 'string' },
    fileName: { type: 'string' },
    uploadDateUtc: { type: 'string', format: 'date-time' },
    downloadUrl: { type: 'string' },
    contentType: { type: 'string' },
    sizeBytes: { type: 'integer' },
    uploadedBy: NullablePersonRef,
  },
} as const;

const common = {
  processId: { type: 'integer' },
  recipient: NullablePersonRef,
  statusId: { type: 'integer' },
  isClosed: { type: 'boolean' },
  startDate: { type: 'string' },
  endDate: { type: 'string' },
  lastReviewDate: nullable('string', { format: 'date-time' }),
  nextReviewDate: nullable('string', { format: 'date-time' }),
  reviewExpiresOn: nullable('string'),
  document: { anyOf: [PdpDocumentSchema, { type: 'null' }] },
} as const;

export const PdpSchema = {
  type: 'object',
  required: ['processId', 'statusId', 'lastReviewDate', 'nextReviewDate', 'document', 'archive', 'rights'],
  properties: {
    ...common,
    title: { type: 'object', additionalProperties: { type: 'string' } },
    archive: { type: 'array', items: PdpDocumentSchema },
    rights: {
      type: 'object',
      properties: { upload: { type: 'boolean' }, setReviewDate: { type: 'boolean' } },
    },
  },
} as const;

export const OwnPdpSchema = {
  type: 'object',
  required: ['pdp', 'canCreate'],
  properties: { pdp: { anyOf: [PdpSchema, { type: 'null' }] }, canCreate: { type: 'boolean' } },
} as const;

export const PdpListSchema = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'array',
      items: {
        type: 'object',
        required: ['processId', 'statusId'],
        properties: { ...common, level: nullable('integer') },
      },
    },
  },
} as const;

/** The error answers every PDP route may give. */
export const pdpErrors = {
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
  409: ProblemSchema,
} as const;

/** The further error answers of the upload. */
export const uploadErrors = { ...pdpErrors, 413: ProblemSchema, 415: ProblemSchema } as const;
