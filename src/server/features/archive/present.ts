import type { ArchiveDocument } from '../../../engine/archive';
import { KEY_COLUMN } from './repo';
import type { ArchiveState, ProcessArchiveRow } from './tables';

/** Pure. The download address of one archived document (GET /archive/file with the key and the document). */
function documentUrl(key: string, document: ArchiveDocument): string {
  return `/api/archive/file?${new URLSearchParams({ key, document }).toString()}`;
}

/**
 * Pure. The answer of GET /archive/{key}: availability, the state of the job and the four URLs, each only
 * where the document exists and the caller may read it.
 */
export function presentArchive(
  key: string,
  processId: number,
  row: ProcessArchiveRow | undefined,
  readable: ReadonlySet<ArchiveDocument>,
) {
  const url = (document: ArchiveDocument) =>
    row && row[KEY_COLUMN[document]] && readable.has(document) ? documentUrl(key, document) : null;
  const urls = {
    conclusionUrl: url('conclusion'),
    selfEvaluationUrl: url('self-evaluation'),
    supervisorEvaluationUrl: url('supervisor-evaluation'),
    comparisonUrl: url('comparison'),
  };
  const state: ArchiveState | 'none' = row?.state ?? 'none';
  return {
    processId,
    key,
    available: Object.values(urls).some((u) => u !== null),
    state,
    archivedAt: row?.archived_at ? row.archived_at.toISOString() : null,
    language: row?.language ?? null,
    ...urls,
  };
}
