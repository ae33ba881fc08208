import { Type, type Static } from 'typebox';
import { ARCHIVE_DOCUMENTS } from './documents';

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
