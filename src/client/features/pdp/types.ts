import type { PersonRef } from '../../process-common/types';

/** SPEC §3 PDP document fields, as GET /Pdp answers them. */
export type PdpDocument = {
  documentId: string;
  fileName: string;
  uploadDateUtc: string;
  downloadUrl: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: PersonRef | null;
};

/** One PDP (GET /Pdp, GET /Pdp/{id}). */
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
  reviewExpiresOn: string | null;
  document: PdpDocument | null;
  archive: PdpDocument[];
  rights: { upload: boolean; setReviewDate: boolean };
};

/** GET /Pdp: the own PDP, and whether a new one may be started. */
export type OwnPdp = { pdp: PdpView | null; canCreate: boolean };
