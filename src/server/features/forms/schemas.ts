import { Type, type Static } from 'typebox';
import { FORM_NAME_MAX_LENGTH } from '../../../engine/forms';
import { CorrelationId, RowId } from '../../../engine/api/common';

/** The request schemas of the forms routes (SPEC §7 "Forms"), each with its type of the same name. */

const FormId = RowId;

export const FormIdParams = Type.Object({ id: FormId }, { additionalProperties: false });
export type FormIdParams = Static<typeof FormIdParams>;

/** The organization a settings call names: its slug or its id. */
export const OrganizationParams = Type.Object(
  { organization: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type OrganizationParams = Static<typeof OrganizationParams>;

/**
 * Body of POST /Forms: a questionnaire (SPEC §3 "Form"). Without `id` a new questionnaire; with `id` (and
 * `version`) a save onto that version, which must still be the latest. The full structure is checked by the
 * engine against schemas/questionnaire.schema.json, so this only states the top level.
 */
export const SaveFormBody = Type.Object({
  id: Type.Optional(FormId),
  version: Type.Optional(Type.Integer({ minimum: 1 })),
  revision: Type.Optional(Type.Integer({ minimum: 1 })),
  correlationId: CorrelationId,
  name: Type.String({ minLength: 1, maxLength: FORM_NAME_MAX_LENGTH }),
  questionnaireType: Type.Integer(),
  isDraft: Type.Boolean(),
  pages: Type.Array(Type.Object({}, { additionalProperties: true })),
});
export type SaveFormBody = Static<typeof SaveFormBody>;

/** Body of POST /Forms/copy: the version to copy (its correlation id must match) and the copy's name. */
export const CopyFormBody = Type.Object(
  {
    id: FormId,
    newTitle: Type.String({ minLength: 1, maxLength: FORM_NAME_MAX_LENGTH, pattern: '\\S' }),
    correlationId: CorrelationId,
  },
  { additionalProperties: false },
);
export type CopyFormBody = Static<typeof CopyFormBody>;

/** Query of DELETE /Forms: a version of the questionnaire to delete, with its correlation id. */
export const DeleteFormQuery = Type.Object(
  { id: FormId, correlationId: CorrelationId },
  { additionalProperties: false },
);
export type DeleteFormQuery = Static<typeof DeleteFormQuery>;
