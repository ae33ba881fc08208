import type { LanguageKey, Localized } from '../../engine/constants';
import { DASHBOARD_GROUPS, FEEDBACK_TYPES, PROCESS_TYPES } from '../../engine/constants';
import { localize } from '../../engine/workflows';
import type { PersonRef } from '../../engine/api/common';
import type { FeedbackSummary, Process } from '../../engine/api/feedbacks-answers';

/** Pure. "First Last", or the fallback for nobody. */
export function personName(person: PersonRef | null | undefined, fallback = '—'): string {
  return person ? `${person.firstName} ${person.lastName}` : fallback;
}

/** Pure. A localized text of the API (title, status label) in `locale`, else the other language. */
export function localized(text: Localized | null | undefined, locale: LanguageKey, fallback = ''): string {
  return localize(text as Partial<Record<LanguageKey, string>> | null | undefined, locale, fallback);
}

/** Pure. The status label of a process, its id when the workflow has no label. */
export function processStatusLabel(process: Pick<Process, 'statusLabel' | 'statusId'>, locale: LanguageKey) {
  return localized(process.statusLabel, locale, String(process.statusId));
}

/** The order feedbacks are offered in: the two evaluations, the comparison, then the documentation. */
const FEEDBACK_ORDER: readonly number[] = [
  FEEDBACK_TYPES.selfEvaluation,
  FEEDBACK_TYPES.managerEvaluation,
  FEEDBACK_TYPES.comparison,
  FEEDBACK_TYPES.documentation,
  FEEDBACK_TYPES.anonymous,
];

/** Pure. The feedbacks of a process the caller may open, in the order of the talk. */
export function readableFeedbacks(process: Pick<Process, 'feedbacks'>): FeedbackSummary[] {
  const rank = (type: number) => {
    const index = FEEDBACK_ORDER.indexOf(type);
    return index === -1 ? FEEDBACK_ORDER.length : index;
  };
  return process.feedbacks
    .filter((f) => f.canRead)
    .sort((a, b) => rank(a.feedbackType) - rank(b.feedbackType) || a.id - b.id);
}

/**
 * Pure. The feedback a process link should open for the caller: one they can work on now, else the first they
 * may read; undefined when they may read none.
 */
export function primaryFeedback(process: Pick<Process, 'feedbacks'>): FeedbackSummary | undefined {
  const readable = readableFeedbacks(process);
  return readable.find((f) => f.canEdit) ?? readable[0];
}

/** Pure. True for processes that belong in the archive: closed or complete. */
export function isArchived(process: Pick<Process, 'isClosed' | 'isFinished'>): boolean {
  return process.isClosed || process.isFinished;
}

/**
 * Pure. The text key of a dashboard group (SPEC §4); PDC and EDC show group 99 as "submitted". Groups outside
 * SPEC §4 fall under "other".
 */
export function dashboardGroupKey(group: number | null, processType?: number): string {
  if (group === null || !(DASHBOARD_GROUPS as readonly number[]).includes(group))
    return 'processCommon.dashboardGroups.none';
  const conference = processType === PROCESS_TYPES.PDC || processType === PROCESS_TYPES.EDC;
  return conference && group === 99
    ? 'processCommon.dashboardGroupsPdc.99'
    : `processCommon.dashboardGroups.${group}`;
}
