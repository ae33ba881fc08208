import { Type, type Static } from 'typebox';
import { LANGUAGES } from '../constants';
import {
  Localized,
  Nullable,
  NullablePersonRef,
  ProblemSchema,
  RowId,
  TimeZoneName,
  commonErrors,
} from './common';

/** JSON Schemas of the PDP requests and answers (SPEC §7 "PDP"); each schema and its type are named as a pair. */

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

/** A PDP document, current or archived (SPEC §3 PDP document); the download goes through its route. */
export const PdpDocument = Type.Object({
  documentId: Type.String(),
  fileName: Type.String(),
  uploadDateUtc: Type.String({ format: 'date-time' }),
  downloadUrl: Type.String(),
  contentType: Type.String(),
  sizeBytes: Type.Integer(),
  uploadedBy: NullablePersonRef,
});
export type PdpDocument = Static<typeof PdpDocument>;

// The serializer writes the properties in schema order: identity, status, review dates and documents come first
// in the PDP answers, the recipient and the rest after them.
const reviewProperties = {
  lastReviewDate: Nullable(Type.String({ format: 'date-time' })),
  nextReviewDate: Nullable(Type.String({ format: 'date-time' })),
};
const personProperties = {
  recipient: NullablePersonRef,
  isClosed: Type.Boolean(),
  startDate: Type.String(),
  endDate: Type.String(),
};
/** the last day the last review counts as recent (after it the status turns 110) */
const reviewExpiresOn = Nullable(Type.String());
const document = Nullable(PdpDocument);

/** One PDP as its screen shows it: GET /Pdp/{id} and the answers of the changes. */
export const Pdp = Type.Object({
  processId: Type.Integer(),
  statusId: Type.Integer(),
  ...reviewProperties,
  document,
  archive: Type.Array(PdpDocument),
  /** what the caller may do now */
  rights: Type.Object({ upload: Type.Boolean(), setReviewDate: Type.Boolean() }),
  ...personProperties,
  reviewExpiresOn,
  title: Localized,
});
export type Pdp = Static<typeof Pdp>;

/** GET /Pdp: the caller's own PDP (null without one), and whether a new one may be started. */
export const OwnPdp = Type.Object({ pdp: Nullable(Pdp), canCreate: Type.Boolean() });
export type OwnPdp = Static<typeof OwnPdp>;

/** A row of GET /Pdp/List and /Pdp/List/Hierarchy, with the caller's level above the recipient. */
export const PdpListItem = Type.Object({
  processId: Type.Integer(),
  statusId: Type.Integer(),
  ...personProperties,
  ...reviewProperties,
  reviewExpiresOn,
  document,
  /** the caller's level above the recipient (1 direct supervisor); null when seen through another right */
  level: Nullable(Type.Integer()),
});
export type PdpListItem = Static<typeof PdpListItem>;

/** GET /Pdp/List and /Pdp/List/Hierarchy: `{ result: [...] }`. */
export const PdpList = Type.Object({ result: Type.Array(PdpListItem) });
export type PdpList = Static<typeof PdpList>;

/** The error answers every PDP route may give. */
export const pdpErrors = { ...commonErrors, 404: ProblemSchema, 409: ProblemSchema } as const;

/** The error answers of the upload: those of every PDP route, a file too large, a type not allowed. */
export const uploadErrors = { ...pdpErrors, 413: ProblemSchema, 415: ProblemSchema } as const;
