import type { PdpReviewState } from '../../../engine/calendar';
import type { PersonRef } from '../../../engine/api/common';
import type { Pdp, PdpDocument, PdpListItem } from '../../../engine/api/pdp';
import type { ProcessRow } from '../../db/database';
import type { PdpRights } from './policy';
import type { PdpDocumentRow } from './tables';

export type People = ReadonlyMap<number, PersonRef>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Pure. A stored document as the API shows it; the download goes through the authorized route. */
export function presentDocument(row: PdpDocumentRow, people: People): PdpDocument {
  return {
    documentId: row.id,
    fileName: row.file_name,
    uploadDateUtc: new Date(row.uploaded_at).toISOString(),
    downloadUrl: `/api/Pdp/document/${row.id}`,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    uploadedBy: row.uploaded_by === null ? null : (people.get(row.uploaded_by) ?? null),
  };
}

/** Pure. The list row of a PDP. */
export function presentListItem(
  process: ProcessRow,
  state: PdpReviewState,
  documents: readonly PdpDocumentRow[],
  people: People,
  isClosed: boolean,
  level: number | null,
): PdpListItem {
  const current = documents.find((d) => d.archived_at === null);
  return {
    processId: process.id,
    recipient: people.get(process.recipient_id) ?? null,
    statusId: process.status_id,
    isClosed,
    startDate: process.start_date,
    endDate: process.end_date,
    lastReviewDate: iso(state.lastReview),
    nextReviewDate: iso(state.nextReview),
    reviewExpiresOn: state.expiresOn,
    document: current ? presentDocument(current, people) : null,
    level,
  };
}

/** Pure. The PDP screen's view of one PDP. */
export function presentPdp(
  process: ProcessRow,
  state: PdpReviewState,
  documents: readonly PdpDocumentRow[],
  people: People,
  isClosed: boolean,
  rights: PdpRights,
): Pdp {
  const { level: _level, ...item } = presentListItem(process, state, documents, people, isClosed, null);
  return {
    ...item,
    // a language without a text is left out, as JSON would drop it
    title: Object.fromEntries(
      Object.entries(process.title).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    archive: documents.filter((d) => d.archived_at !== null).map((d) => presentDocument(d, people)),
    rights: { upload: rights.upload, setReviewDate: rights.setReviewDate },
  };
}
