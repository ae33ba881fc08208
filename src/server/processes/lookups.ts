import type { Localized } from '../../engine/workflows';
import { FEEDBACK_STATUS_OPTIONS, type FeedbackStatusOption } from '../../engine/workflows';
import { presentTalkround } from './present';
import type { Db } from './repo';

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
  let query = db
    .selectFrom('talkrounds')
    .select(['id', 'organization_id', 'process_type', 'name', 'finished'])
    .select((eb) => [
      eb.fn<string>('to_char', [eb.ref('start_date'), eb.val('YYYY-MM-DD')]).as('start_date'),
      eb.fn<string>('to_char', [eb.ref('end_date'), eb.val('YYYY-MM-DD')]).as('end_date'),
    ])
    .where('organization_id', '=', organizationId);
  if (filter.processType !== undefined) query = query.where('process_type', '=', filter.processType);
  if (filter.finished !== undefined) query = query.where('finished', '=', filter.finished);
  const rows = await query.orderBy('start_date', 'desc').orderBy('process_type').orderBy('id').execute();
  return rows.map(presentTalkround);
}
