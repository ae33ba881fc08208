import type { LanguageKey } from '../constants';
import { CAREER_PATH_NAMES } from '../forms/answer-types';

type Labels = Record<string, Record<LanguageKey, string>>;
const l = (de: string, en: string) => ({ 'de-DE': de, 'en-US': en });

/** Words the report cells carry, in the reader's language (the same on screen and in the downloads). */
const REPORT_LABELS = {
  careerPath: CAREER_PATH_NAMES,
  developmentType: { 0: l('Lateral', 'Lateral'), 1: l('Hierarchisch', 'Hierarchical') },
  hardfacts: { 0: l('Offen', 'Open'), 1: l('Erfüllt', 'Met'), 2: l('Nicht erfüllt', 'Not met') },
  result: {
    open: l('Offen', 'Open'),
    confirmed: l('Bestätigt', 'Confirmed'),
    denied: l('Abgelehnt', 'Denied'),
  },
  documentState: { uploaded: l('Hochgeladen', 'Uploaded'), missing: l('Fehlt', 'Missing') },
  kind: { action: l('Maßnahme', 'Action'), goal: l('Ziel', 'Goal') },
  targetStatus: {
    0: l('Offen', 'Open'),
    10: l('Offen', 'Open'),
    20: l('In Arbeit', 'In progress'),
    100: l('Erledigt', 'Done'),
    110: l('Nicht mehr relevant', 'No longer relevant'),
    120: l('Nicht erreicht', 'Not met'),
  },
  processType: {
    1: l('MAFEG', 'MAFEG'),
    2: l('PDP', 'PDP'),
    3: l('EHG', 'EHG'),
    4: l('Beförderung', 'Promotion'),
    5: l('PDC', 'PDC'),
    6: l('EDC', 'EDC'),
  },
  source: {
    1: l('Selbsteinschätzung', 'Self-evaluation'),
    2: l('Fremdeinschätzung', 'Manager evaluation'),
    3: l('Dokumentation', 'Documentation'),
    10: l('Anonymes Feedback (zusammengefasst)', 'Anonymous feedback (aggregated)'),
    all: l('Alle', 'All'),
  },
  note: {
    belowThreshold: l('Zu wenige Antworten für eine Auswertung', 'Too few answers to show'),
  },
  none: { '': l('(ohne)', '(none)') },
} satisfies Record<string, Labels>;

/** Pure. A label of the table above in the reader's language ('' for an unknown key). */
export function reportLabel(
  group: keyof typeof REPORT_LABELS,
  key: string | number,
  locale: LanguageKey,
): string {
  const labels: Labels = REPORT_LABELS[group];
  return labels[String(key)]?.[locale] ?? '';
}
