import { Type, type Static } from 'typebox';
import type { ProcessType } from '../constants';
import { FORM_NAME_MAX_LENGTH, type FormPage } from '../forms';
import { CorrelationId, Nullable, ProblemSchema, ResultList, RowId } from './common';

/** The HTTP contract of the forms routes (SPEC §7 "Forms"): each schema with its type of the same name. */

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

// The pages are the questionnaire's own JSON, checked by the engine against schemas/questionnaire.schema.json
// on every save; the answer passes them on as stored (every property, in stored order).
const StoredFormPage = Type.Unsafe<FormPage>({ type: 'object', additionalProperties: true });

/** A stored questionnaire version (SPEC §3 "Form"): GET /Forms/{id}. */
export const Form = Type.Object({
  id: Type.Integer(),
  correlationId: Type.String(),
  version: Type.Integer(),
  // Always present; optional because the serializer writes required properties first, and clients get
  // `revision` after them (after `newVersion` in a save's answer).
  revision: Type.Optional(Type.Integer()),
  name: Type.String(),
  /** one of the process types (`Unsafe` names them; the JSON schema says integer) */
  questionnaireType: Type.Unsafe<ProcessType>(Type.Integer()),
  isDraft: Type.Boolean(),
  pages: Type.Array(StoredFormPage),
});
export type Form = Static<typeof Form>;

/** A stored version as POST /Forms and /Forms/copy answer, with whether the save created a new version. */
export const SavedForm = Type.Object({ ...Form.properties, newVersion: Type.Boolean() });
export type SavedForm = Static<typeof SavedForm>;

/** One questionnaire of GET /Forms: its latest version, how many versions it has and processes use it. */
export const FormListItem = Type.Object({
  id: Type.Integer(),
  correlationId: Type.String(),
  name: Type.String(),
  questionnaireType: Type.Integer(),
  isDraft: Type.Boolean(),
  version: Type.Integer(),
  versionCount: Type.Integer(),
  processCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type FormListItem = Static<typeof FormListItem>;

/** GET /Forms: `{ formsListItems: [...] }`. */
export const FormList = Type.Object({ formsListItems: Type.Array(FormListItem) });
export type FormList = Static<typeof FormList>;

/** GET /FormSettings/{organization}: which questionnaire serves which feedback type of each process type. */
export const FormSettingList = ResultList(
  Type.Object({
    processType: Type.Integer(),
    feedbackType: Type.Integer(),
    formCorrelationId: Type.String(),
    formId: Nullable(Type.Integer()),
    formName: Nullable(Type.String()),
  }),
);
export type FormSettingList = Static<typeof FormSettingList>;

/** A finding of the publishing checks (engine QuestionnaireIssue). */
const QuestionnaireIssue = Type.Object({
  elementId: Type.Optional(Type.String()),
  path: Type.String(),
  code: Type.String(),
  messageKey: Type.String(),
  message: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});

/** 400 and 409 answers of the editing routes: the problem object plus what names the place or the cause. */
export const FormProblem = Type.Object({
  ...ProblemSchema.properties,
  issues: Type.Optional(Type.Array(QuestionnaireIssue)),
  latestId: Type.Optional(Type.Integer()),
  latestVersion: Type.Optional(Type.Integer()),
  processCount: Type.Optional(Type.Integer()),
});
export type FormProblem = Static<typeof FormProblem>;
