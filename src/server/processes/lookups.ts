import type { Localized } from '../../engine/workflows';
import { FEEDBACK_STATUS_OPTIONS, type FeedbackStatusOption } from '../../engine/workflows';
import { presentTalkround } from './present';
import type { Db } from './repo';
import { listTalkroundRows } from './talkrounds-repo';

const STATUS_LABELS: Record<FeedbackStatusOption, Localized> = {
  100: { 'de-DE': 'Offen', 'en-US': 'Open' },
  150: { 'de-DE': 'In Vorbereitung', 'en-US': 'In preparation' },
  200: { 'de-DE': 'Abgegeben', 'en-US': 'Submitted' },
  300: { 'de-DE': 'Bestätigt', 'en-US': 'Confirmed' },
  900: { 'de-DE': 'Nicht bearbeitbar', 'en-US': 'Not editable' },
  1000: { 'de-DE': 'Unverändert', 'en-US': 'Unchanged' },
};

/** Pure. The feedback status options of SPEC §4 with their keys and labels (GET /Feedbacks/GetStatusOptions). */
export function feedbackStatusOptions() {
  return Object.entries(FEEDBACK_STATUS_OPTIONS).map(([key, id]) => ({
    id,
    key,
    messageKey: `feedbacks.status.${key}`,
    label: STATUS_LABELS[id],
  }));
}

/** The talkrounds of the organization (GET /Talkrounds), optionally of one process type and finished or not. */
export async function listTalkrounds(
  db: Db,
  organizationId: number,
  filter: { processType?: number; finished?: boolean },
) {
  const rows = await listTalkroundRows(db, organizationId, filter);
  return rows.map(presentTalkround);
}
