import { Type, type Static } from 'typebox';
import { LANGUAGES } from '../../../engine/constants';
import { RowId, TimeZoneName } from '../../../engine/api/common';

/** JSON Schemas of the PDP requests (SPEC §7 "PDP"); each schema and its type are named as a pair. */

const closed = { additionalProperties: false } as const;

/** Path of GET /Pdp/{id}. */
export const PdpIdParams = Type.Object({ id: RowId }, closed);
export type PdpIdParams = Static<typeof PdpIdParams>;

/** Path of GET /Pdp/document/{documentId}. */
export const DocumentParams = Type.Object({ documentId: Type.String({ format: 'uuid' }) }, closed);
export type DocumentParams = Static<typeof DocumentParams>;

/** Body of POST /Pdp/create: the employee, or nobody for the caller's own PDP. */
export const CreatePdpBody = Type.Object({ recipientId: Type.Optional(RowId) }, closed);
export type CreatePdpBody = Static<typeof CreatePdpBody>;

/** Body of POST /Pdp/SetReviewDate: null changes nothing; without processId the caller's own PDP. */
export const SetReviewDateBody = Type.Object(
  {
    reviewDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    processId: Type.Optional(RowId),
  },
  closed,
);
export type SetReviewDateBody = Static<typeof SetReviewDateBody>;

/**
 * The multipart body of POST /Pdp as OpenAPI shows it. The route reads the parts as a stream, so this schema
 * documents them and validates nothing (the route empties the body before validation).
 */
export const UploadBody = Type.Object({
  file: Type.Optional(Type.String({ format: 'binary', description: 'the one PDP document' })),
});

/** Query of POST /Pdp: the PDP to upload to, or nothing for the caller's own. */
export const UploadQuery = Type.Object({ processId: Type.Optional(RowId) }, closed);
export type UploadQuery = Static<typeof UploadQuery>;

/** Query of GET /pdp/exportReviewDate: the PDP and the browser's time zone. */
export const ExportReviewDateQuery = Type.Object({ processId: RowId, timeZone: TimeZoneName }, closed);
export type ExportReviewDateQuery = Static<typeof ExportReviewDateQuery>;

/** Query of GET /Pdp/template: the language of the template. */
export const TemplateQuery = Type.Object({ language: Type.Enum(LANGUAGES, { type: 'string' }) }, closed);
export type TemplateQuery = Static<typeof TemplateQuery>;
