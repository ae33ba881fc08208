import type { Questionnaire } from '../../../engine/forms';
import type { FormRow } from '../../db/database';
import './tables';

/** A stored questionnaire version as the API shows it (SPEC §3 "Form"). */
export function presentForm(row: FormRow): Questionnaire & { id: number; version: number; revision: number } {
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

/** A row of the forms list: the latest version, how many versions exist and how many processes use it. */
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
