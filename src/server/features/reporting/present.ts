import type { LanguageKey } from '../../../engine/constants';
import { PROMOTION_RESULT_STATUSES, reportLabel, type ReportRow } from '../../../engine/reporting';
import { localize, statusLabel, type WorkflowSettings } from '../../../engine/workflows';
import type { ActionRow, CareerRow, PdpRow, PersonRow } from './repo';

/** Pure. The person columns of a per-process report row. */
function personCells(row: PersonRow): ReportRow {
  return {
    employee: `${row.last_name}, ${row.first_name}`,
    shorthand: row.shorthand,
    unit: row.hierarchy,
    location: row.location,
    supervisor: row.supervisor_name,
  };
}

/** Pure. A row of the PDP report. */
export function presentPdp(row: PdpRow, settings: WorkflowSettings, locale: LanguageKey): ReportRow {
  return {
    ...personCells(row),
    processId: row.id,
    statusId: row.status_id,
    status: statusLabel(settings, row.status_id, locale),
    lastReview: row.last_review,
    nextReview: row.next_review,
    document: row.file_name,
    uploadedAt: row.uploaded_at,
    documentState: reportLabel('documentState', row.file_name ? 'uploaded' : 'missing', locale),
  };
}

/** Pure. A row of the career development report. */
export function presentCareer(row: CareerRow, settings: WorkflowSettings, locale: LanguageKey): ReportRow {
  const career = row.career ?? {};
  const result =
    row.status_id === PROMOTION_RESULT_STATUSES.confirmed
      ? 'confirmed'
      : row.status_id === PROMOTION_RESULT_STATUSES.denied
        ? 'denied'
        : 'open';
  return {
    ...personCells(row),
    processId: row.id,
    careerPath: career.careerPath === undefined ? null : reportLabel('careerPath', career.careerPath, locale),
    developmentType:
      career.developmentType === undefined
        ? null
        : reportLabel('developmentType', career.developmentType, locale),
    targetPosition: row.position_title
      ? localize(row.position_title, locale, career.targetPosition ?? '')
      : (career.targetPosition ?? null),
    hardfacts: reportLabel('hardfacts', row.hardfacts_state ?? 0, locale),
    result: reportLabel('result', result, locale),
    effectiveDate: career.targetDate ?? null,
    status: statusLabel(settings, row.status_id, locale),
  };
}

/** Pure. A row of the PDC and EHG actions reports: an action field row or a goal. */
export function presentAction(row: ActionRow, settings: WorkflowSettings, locale: LanguageKey): ReportRow {
  return {
    ...personCells(row),
    processId: row.process_id,
    processType: reportLabel('processType', row.process_type, locale),
    processStatus: statusLabel(settings, row.status_id, locale),
    kind: reportLabel('kind', row.kind, locale),
    text: row.text,
    owner: row.owner,
    dueDate: row.due_date,
    status: row.target_status === null ? null : reportLabel('targetStatus', row.target_status, locale),
  };
}
