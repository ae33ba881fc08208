import type { Questionnaire, QuestionnaireIssue, SchemaError } from '../../../engine/forms';
import type { FormRow } from '../../db/database';
import { problem } from '../../errors';
import type { FormProblem } from '../../../engine/api/forms';
import './tables';

/** A stored questionnaire version as the API shows it (SPEC §3 "Form"). */
export type FormView = Questionnaire & { id: number; version: number; revision: number };
/** A saved or copied version, with whether the save created a new version. */
export type SavedFormView = FormView & { newVersion: boolean };
/** Why a save was refused: the schema's errors, or the publishing checks' issues. */
export type SaveRefusal =
  | { ok: false; reason: 'schema'; errors: SchemaError[] }
  | { ok: false; reason: 'issues'; issues: QuestionnaireIssue[] };

/** Pure. A stored questionnaire version as the API shows it. */
export function presentForm(row: FormRow): FormView {
  return {
    id: row.id,
    correlationId: row.correlation_id,
    version: row.version,
    revision: row.revision,
    name: row.name,
    questionnaireType: row.questionnaire_type as Questionnaire['questionnaireType'],
    isDraft: row.is_draft,
    pages: row.pages,
  };
}

/** Pure. A saved or copied version as POST /Forms and /Forms/copy answer it. */
export function presentSavedForm(row: FormRow, newVersion: boolean): SavedFormView {
  return { ...presentForm(row), newVersion };
}

/** Pure. A row of the forms list: the latest version, how many versions exist and how many processes use it. */
export function presentFormListItem(row: FormRow & { version_count: number; process_count: number }) {
  return {
    id: row.id,
    correlationId: row.correlation_id,
    name: row.name,
    questionnaireType: row.questionnaire_type,
    isDraft: row.is_draft,
    version: row.version,
    versionCount: Number(row.version_count),
    // processes using any version of the questionnaire
    processCount: Number(row.process_count),
    createdAt: row.created_at.toISOString(),
  };
}

type FormSettingRow = {
  process_type: number;
  feedback_type: number;
  form_correlation_id: string;
  form_id: number | null;
  form_name: string | null;
};

/** Pure. Which questionnaire serves a feedback type: its latest published version, or nulls when none. */
export function presentFormSetting(row: FormSettingRow) {
  return {
    processType: row.process_type,
    feedbackType: row.feedback_type,
    formCorrelationId: row.form_correlation_id,
    formId: row.form_id ?? null,
    formName: row.form_name ?? null,
  };
}

/**
 * Pure. The 400 answer of a refused save: VALIDATION_FAILED with the schema's paths, or QUESTIONNAIRE_INVALID
 * with the publishing checks' issues; paths point into the request body.
 */
export function presentSaveRefusal(refusal: SaveRefusal): FormProblem {
  if (refusal.reason === 'schema') {
    const list = refusal.errors.map((e) => ({ path: `/body${e.path}`, message: e.message }));
    return problem(400, 'VALIDATION_FAILED', 'The questionnaire does not match the schema.', list);
  }
  const list = refusal.issues.map((i) => ({ path: `/body${i.path}`, message: i.message }));
  return {
    ...problem(400, 'QUESTIONNAIRE_INVALID', 'The questionnaire cannot be published.', list),
    messageKey: 'formBuilder.errors.invalid',
    issues: refusal.issues,
  };
}
