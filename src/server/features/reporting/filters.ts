import type { ReportScope } from '../../../engine/reporting';

/** The filters every report takes (process type where it applies comes from the path). */
export type ReportFilters = {
  talkroundId?: number;
  /** ISO dates: processes whose time window overlaps [from, to] */
  from?: string;
  to?: string;
  hierarchy?: string;
  location?: string;
  position?: string;
};

/** Who reads a report: the reader, the organization and the scope the policy granted. */
export type ReportReader = { organizationId: number; userId: number; scope: ReportScope };
