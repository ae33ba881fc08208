import { TimeZoneName } from '../../schemas';

/** JSON Schemas of the PDP requests (SPEC §7 "PDP"); each schema and its type are named as a pair. */

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const object = <P extends Record<string, unknown>, R extends readonly string[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

export const PdpIdParams = object({ id }, ['id']);
export type PdpIdParams = { id: number };

export const DocumentParams = object({ documentId: { type: 'string', format: 'uuid' } }, ['documentId']);
export type DocumentParams = { documentId: string };

export const CreatePdpBody = object({ recipientId: id }, []);
export type CreatePdpBody = { recipientId?: number };

export const SetReviewDateBody = object(
  { reviewDate: { type: ['string', 'null'], format: 'date-time' }, processId: id },
  ['reviewDate'],
);
export type SetReviewDateBody = { reviewDate: string | null; processId?: number };

/** The multipart body of POST /Pdp as OpenAPI shows it; the handler reads the parts as a stream. */
export const UploadBody = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: 'the one PDP document' } },
} as const;

export const UploadQuery = object({ processId: id }, []);
export type UploadQuery = { processId?: number };

export const ExportReviewDateQuery = object({ processId: id, timeZone: TimeZoneName }, [
  'processId',
  'timeZone',
]);
export type ExportReviewDateQuery = { processId: number; timeZone: string };

export const TemplateQuery = object({ language: { type: 'string', enum: ['de-DE', 'en-US'] } }, ['language']);
export type TemplateQuery = { language: 'de-DE' | 'en-US' };
