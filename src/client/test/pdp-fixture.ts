import type { Pdp } from '../../engine/api/pdp';

/** A PDP as GET /api/Pdp/:id answers it (open, nothing uploaded, the caller may do everything), with overrides. */
export function buildPdp(overrides: Partial<Pdp> = {}): Pdp {
  return {
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
  };
}
