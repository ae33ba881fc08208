import type { Localized } from '../constants';

/** A person as the PDP calls name them. */
export type PdpPerson = { id: number; firstName: string; lastName: string; shorthand: string };

/** SPEC §3 PDP document fields, plus what the archive list shows (GET /api/Pdp, /api/Pdp/{id}). */
export type PdpDocument = {
  documentId: string;
  fileName: string;
  uploadDateUtc: string;
  downloadUrl: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: PdpPerson | null;
};

/** One PDP as its screen shows it (SPEC §2 PDP screen, §3 PDP): GET /api/Pdp/{id} and the answers of changes. */
export type PdpView = {
  processId: number;
  title: Localized;
  recipient: PdpPerson | null;
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
  /** what the caller may do now */
  rights: { upload: boolean; setReviewDate: boolean };
};

/** GET /api/Pdp: the own PDP, and whether a new one may be started. */
export type OwnPdp = { pdp: PdpView | null; canCreate: boolean };

/** A row of GET /api/Pdp/List and /api/Pdp/List/Hierarchy. */
export type PdpListItem = Omit<PdpView, 'archive' | 'rights' | 'title'> & {
  /** the caller's level above the recipient (1 direct supervisor); null when seen through another right */
  level: number | null;
};
