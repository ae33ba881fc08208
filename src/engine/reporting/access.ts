import { readsAllProcesses } from '../access';

/** Whom a reader's reports cover: the whole organization, or the reader's direct and indirect reports. */
export type ReportScope = 'organization' | 'line';

/**
 * Pure. The reporting scope of a user: HR and administrators (readers of all processes, full administrators
 * included) report on the whole organization; supervisors on their direct and indirect reports; anyone else
 * may not report (null).
 */
export function reportScopeOf(roles: readonly string[], isSupervisor: boolean): ReportScope | null {
  if (readsAllProcesses(roles)) return 'organization';
  return isSupervisor ? 'line' : null;
}
