import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import {
  Localized,
  Nullable,
  NullablePersonRef,
  ProblemSchema,
  commonErrors,
} from '../../../engine/api/common';

/** JSON Schemas of the PDP answers; the OpenAPI document comes from them. */

/** A PDP document, current or archived (SPEC §3 PDP document); the download goes through its route. */
export const PdpDocumentSchema = Type.Object({
  documentId: Type.String(),
  fileName: Type.String(),
  uploadDateUtc: Type.String({ format: 'date-time' }),
  downloadUrl: Type.String(),
  contentType: Type.String(),
  sizeBytes: Type.Integer(),
  uploadedBy: NullablePersonRef,
});

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
const document = Nullable(PdpDocumentSchema);

/** One PDP as its screen shows it: GET /Pdp/{id} and the answers of the changes. */
export const PdpSchema = Type.Object({
  processId: Type.Integer(),
  statusId: Type.Integer(),
  ...reviewProperties,
  document,
  archive: Type.Array(PdpDocumentSchema),
  /** what the caller may do now */
  rights: Type.Object({ upload: Type.Boolean(), setReviewDate: Type.Boolean() }),
  ...personProperties,
  reviewExpiresOn,
  title: Localized,
});

/** GET /Pdp: the caller's own PDP (null without one), and whether a new one may be started. */
export const OwnPdpSchema = Type.Object({ pdp: Nullable(PdpSchema), canCreate: Type.Boolean() });

/** GET /Pdp/List and /Pdp/List/Hierarchy: `{ result: [...] }`, each row with the caller's level above it. */
export const PdpListSchema = Type.Object({
  result: Type.Array(
    Type.Object({
      processId: Type.Integer(),
      statusId: Type.Integer(),
      ...personProperties,
      ...reviewProperties,
      reviewExpiresOn,
      document,
      /** the caller's level above the recipient (1 direct supervisor); null when seen through another right */
      level: Nullable(Type.Integer()),
    }),
  ),
});

/** The PDP template: a PDF (Fastify sends the Buffer as it is). */
export const PdfFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** A PDP document as stored: its bytes, streamed from the file storage. */
export const DocumentFile = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });

/** The review date as an iCalendar file (text/calendar). */
export const CalendarFile = Type.String();

/** The error answers every PDP route may give. */
export const pdpErrors = { ...commonErrors, 404: ProblemSchema, 409: ProblemSchema } as const;

/** The error answers of the upload: those of every PDP route, a file too large, a type not allowed. */
export const uploadErrors = { ...pdpErrors, 413: ProblemSchema, 415: ProblemSchema } as const;
