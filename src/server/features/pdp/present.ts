import type { PdpReviewState } from '../../../engine/calendar';
import type { ProcessRow } from '../../db/database';
import type { PdpRights } from './policy';
import type { PdpDocumentRow } from './tables';

/** A person as the PDP screens show them. */
export type PersonRef = { id: number; firstName: string; lastName: string; shorthand: string };
export type People = ReadonlyMap<number, PersonRef>;

/** SPEC §3 PDP document fields, plus what the archive list shows. */
export type PdpDocument = {
  documentId: string;
  fileName: string;
  uploadDateUtc: string;
  downloadUrl: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: PersonRef | null;
};

/** One PDP as its screen shows it (SPEC §2 PDP screen, §3 PDP). */
export type PdpView = {
  processId: number;
  title: Partial<Record<string, string>>;
  recipient: PersonRef | null;
  statusId: number;
  isClosed: boolean;
  startDate: string;
  endDate: string;
  lastReviewDate: string | null;
  nextReviewDate: string | null;
  /** the last day the last review counts as recent (after it the status turns 110) */
  reviewExpiresOn: string | null;
  document: PdpDocument | null;
  archive: PdpDocument[];
  rights: Pick<PdpRights, 'upload' | 'setReviewDate'>;
};

/** A row of the PDP lists. */
export type PdpListItem = Omit<PdpView, 'archive' | 'rights' | 'title'> & {
  /** the caller's level above the recipient (1 direct supervisor); null when seen through another right */
  level: number | null;
};

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
): PdpView {
  const { level: _level, ...item } = presentListItem(process, state, documents, people, isClosed, null);
  return {
    ...item,
    title: process.title,
    archive: documents.filter((d) => d.archived_at !== null).map((d) => presentDocument(d, people)),
    rights: { upload: rights.upload, setReviewDate: rights.setReviewDate },
  };
}
