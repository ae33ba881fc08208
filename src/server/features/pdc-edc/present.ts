import {
  civilDateIn,
  documentsDueDate,
  documentsState,
  isInConferenceWindow,
  type CivilDate,
  type ConferenceAudience,
} from '../../../engine/calendar';
import type { Localized } from '../../../engine/constants';
import type { ConferenceProcessRow } from './repo';
import type { ConferenceProcess, DocumentsReminder } from '../../../engine/api/pdc-edc';
import { presentRecipient } from '../../employees/present';

/** The status names of the PDC and EDC workflows: process type -> status id -> text per language. */
export type Labels = Map<number, Map<number, Localized>>;

/** Conference dates are calendar days where the organization is (its time zone). */
const dayOf = (instant: Date | null, timeZone: string): CivilDate | null =>
  instant ? civilDateIn(instant, timeZone) : null;

/**
 * Pure. One row of the overview: status, conference date, the documents' due date and state; dates are the
 * calendar days in the organization's `timeZone`, `today` among them.
 */
export function presentConferenceProcess(
  row: ConferenceProcessRow,
  labels: Labels,
  today: CivilDate,
  timeZone: string,
  userId: number,
  audience: ConferenceAudience | null,
): ConferenceProcess {
  const conferenceDate = dayOf(row.talk_date, timeZone);
  const sentOn = dayOf(row.submitted_at, timeZone);
  return {
    processId: row.id,
    processType: row.process_type,
    statusId: row.status_id,
    statusLabel: labels.get(row.process_type)?.get(row.status_id) ?? {},
    ...presentRecipient(row),
    talkroundId: row.talkround_id,
    talkround: row.talkround_name,
    feedbackId: row.feedback_id,
    conferenceDate,
    inWindow: conferenceDate && audience ? isInConferenceWindow(audience, conferenceDate) : null,
    documents: {
      dueDate: conferenceDate ? documentsDueDate(conferenceDate) : null,
      sentOn,
      state: conferenceDate ? documentsState(conferenceDate, sentOn, today) : null,
    },
    isMine: row.donor_id === userId,
  };
}

/** Pure. The caller's own preparations with a conference date whose documents are not sent yet. */
export function remindersOf(result: readonly ConferenceProcess[]): DocumentsReminder[] {
  return result
    .filter(
      (r) => r.isMine && r.documents.state !== null && r.documents.sentOn === null && r.statusId % 100 < 99,
    )
    .map((r) => ({
      processId: r.processId,
      processType: r.processType,
      feedbackId: r.feedbackId,
      recipient: r.recipient,
      talkround: r.talkround,
      conferenceDate: r.conferenceDate,
      dueDate: r.documents.dueDate,
      state: r.documents.state,
    }));
}
