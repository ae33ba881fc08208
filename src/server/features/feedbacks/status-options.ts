import {
  FEEDBACK_STATUS_OPTIONS,
  type FeedbackStatusOption,
  type Localized,
} from '../../../engine/workflows';

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
