import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { Nullable } from '../../../engine/api/common';

const Url = Nullable(Type.String({ description: 'GET it for the PDF; null when missing or not readable' }));

/** GET /archive/{key} (SPEC §7 Archive): availability and the URLs of the four documents. */
export const ArchiveSchema = Type.Object({
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

/** An archived PDF, streamed from the file storage. */
export const ArchivePdf = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });
