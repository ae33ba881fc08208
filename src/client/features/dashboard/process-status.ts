import { PROCESS_TYPES, type DashboardGroup, type LanguageKey } from '../../../engine/constants';
import type { ProcessCounts } from '../../../engine/api/dashboard';
import type { SessionWorkflow } from '../../../engine/workflows/session-encoding';
import type { Translate } from '../../lib/i18n/translate';

/** Pure. The name of a dashboard group for a process type: "finished" is "submitted" for PDC and EDC (SPEC §4). */
export function groupLabel(processType: number, group: DashboardGroup, t: Translate): string {
  const conference = processType === PROCESS_TYPES.PDC || processType === PROCESS_TYPES.EDC;
  return conference && group === 99
    ? t('processCommon.dashboardGroupsPdc.99')
    : t(`processCommon.dashboardGroups.${group}`);
}

/**
 * Pure. Where a count opens: /processes filtered by type and status, with the indirect reports for a team and
 * every process for readers of all processes; the own processes are on /my-feedbacks.
 */
export function processesLink(
  slug: string,
  scope: ProcessCounts['scope'],
  processType: number,
  statusId: number | undefined,
): string {
  if (scope === 'own') return `/${slug}/my-feedbacks`;
  const params = new URLSearchParams();
  if (statusId !== undefined) params.set('status', String(statusId));
  params.set('type', String(processType));
  if (scope === 'team') params.set('indirect', 'true');
  else params.set('scope', 'all');
  return `/${slug}/processes?${params.toString()}`;
}

/**
 * Pure. A status's name in the organization's workflow (as the session carries it: naming a status needs no
 * compiled machine), or its id.
 */
export function statusLabel(
  workflows: readonly Pick<SessionWorkflow, 'processType' | 'statusList'>[],
  processType: number,
  statusId: number,
  locale: LanguageKey,
): string {
  const status = workflows
    .find((w) => w.processType === processType)
    ?.statusList.find((s) => s.statusId === statusId);
  return status?.translations[locale] ?? status?.translations['de-DE'] ?? String(statusId);
}
