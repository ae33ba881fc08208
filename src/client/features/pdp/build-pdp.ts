import type { Pdp } from '../../../engine/api/pdp';

/** Tests only: a PDP of an open process as GET /Pdp/{id} answers it, the caller with every right. */
export const buildPdp = (overrides: Partial<Pdp> = {}): Pdp => ({
  processId: 7,
  title: {},
  recipient: { id: 1, firstName: 'Emil', lastName: 'Weber', shorthand: 'EWEB' },
  statusId: 0,
  isClosed: false,
  startDate: '2026-07-01',
  endDate: '2027-06-15',
  lastReviewDate: null,
  nextReviewDate: null,
  reviewExpiresOn: null,
  document: null,
  archive: [],
  rights: { upload: true, setReviewDate: true },
  ...overrides,
});
