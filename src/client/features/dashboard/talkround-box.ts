import {
  audienceOfTalkround,
  audiencesOf,
  civilDateIn,
  conferenceWindows,
  cycleWindows,
  nextDocumentsRule,
  promotionWindows,
  talkroundLines,
  type DocumentsRule,
  type TalkroundDates,
  type TalkroundWindow,
} from '../../../engine/calendar';
import { PROCESS_TYPES } from '../../../engine/constants';
import type { DashboardDate } from '../../../engine/api/dashboard';
import { DASHBOARD_DATE_TYPES } from '../../../engine/dashboard/dashboard-dates';

export type BoxLine = TalkroundWindow;
export type TalkroundBox = { lines: BoxLine[]; documents: DocumentsRule | null };

const CONFERENCES: readonly number[] = [PROCESS_TYPES.PDC, PROCESS_TYPES.EDC];

/**
 * Pure. The talkround box from the user's dates: the MAFEG/EHG/PDP cycle, the conference windows of the
 * audiences of the user's PDC/EDC talkrounds (all audiences for readers of all processes), the promotion
 * nominations, the user's own talkrounds, and the one-week rule for the next PDC/EDC conference (a talk date,
 * as a day in `timeZone`).
 */
export function talkroundBox(
  dates: readonly DashboardDate[],
  today: string,
  readsAll: boolean,
  timeZone: string,
): TalkroundBox {
  const rounds = new Map<number, Partial<TalkroundDates> & { id: number }>();
  for (const date of dates) {
    if (date.talkroundId === null) continue;
    if (date.type !== DASHBOARD_DATE_TYPES.talkroundStart && date.type !== DASHBOARD_DATE_TYPES.talkroundEnd)
      continue;
    const round = rounds.get(date.talkroundId) ?? { id: date.talkroundId };
    round.name = date.title['de-DE'] ?? date.title['en-US'] ?? '';
    round.processType = date.processType;
    if (date.type === DASHBOARD_DATE_TYPES.talkroundStart) round.start = date.start;
    else round.end = date.start;
    rounds.set(date.talkroundId, round);
  }
  const complete = [...rounds.values()].filter(
    (r): r is TalkroundDates => r.start !== undefined && r.end !== undefined,
  );
  const audiences = audiencesOf(
    complete
      .filter((r) => CONFERENCES.includes(r.processType))
      .map((r) => audienceOfTalkround(r.processType, r.start, r.end)),
    readsAll,
  );
  const conferences = dates
    .filter((d) => d.type === DASHBOARD_DATE_TYPES.talk && CONFERENCES.includes(d.processType))
    .map((d) => ({ processType: d.processType, date: civilDateIn(new Date(d.start), timeZone) }));
  return {
    lines: [
      ...cycleWindows(today),
      ...conferenceWindows(today, audiences),
      ...promotionWindows(today),
      ...talkroundLines(today, complete),
    ],
    documents: nextDocumentsRule(today, conferences),
  };
}
