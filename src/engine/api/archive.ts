import { Type, type Static } from 'typebox';
import { ARCHIVE_DOCUMENTS } from '../archive';
import { Nullable } from './common';

/** The HTTP contract of the archive (SPEC §7 Archive): each schema with its type of the same name. */

const ArchiveKey = Type.String({
  minLength: 1,
  maxLength: 24,
  description:
    'The archive key: the process id in decimal, base64-encoded (standard or URL-safe, padding optional), e.g. "MTI=" for process 12.',
});

/** Params of GET /archive/{key} and POST /archive/{key}/rebuild. */
export const ArchiveKeyParams = Type.Object({ key: ArchiveKey }, { additionalProperties: false });
export type ArchiveKeyParams = Static<typeof ArchiveKeyParams>;

/** Query of GET /archive/file: the generic file download of one archived document. */
export const ArchiveFileQuery = Type.Object(
  {
    key: ArchiveKey,
    document: Type.Enum(ARCHIVE_DOCUMENTS, {
      description: 'conclusion, self-evaluation, supervisor-evaluation or comparison',
    }),
  },
  { additionalProperties: false },
);
export type ArchiveFileQuery = Static<typeof ArchiveFileQuery>;

const Url = Nullable(Type.String({ description: 'GET it for the PDF; null when missing or not readable' }));

/** GET /archive/{key} (SPEC §7 Archive): availability and the URLs of the four documents. */
export const Archive = Type.Object({
  processId: Type.Integer(),
  key: Type.String(),
  /** true when at least one document can be downloaded by the caller */
  available: Type.Boolean(),
  state: Type.Enum(['none', 'queued', 'running', 'done', 'failed'], {
    description: 'none: never queued; failed: given up after the last attempt (HR can re-archive)',
  }),
  archivedAt: Nullable(Type.String()),
  language: Nullable(Type.String()),
  conclusionUrl: Url,
  selfEvaluationUrl: Url,
  supervisorEvaluationUrl: Url,
  comparisonUrl: Url,
});
export type Archive = Static<typeof Archive>;
