import { Type, type Static } from 'typebox';
import type { FormPage } from '../../../engine/forms';
import { Nullable, ProblemSchema, ResultList } from '../../../engine/api/common';

// The pages are the questionnaire's own JSON, checked by the engine against schemas/questionnaire.schema.json
// on every save; the answer passes them on as stored (every property, in stored order).
const FormPageSchema = Type.Unsafe<FormPage>({ type: 'object', additionalProperties: true });

/** A stored questionnaire version (SPEC §3 "Form"): GET /Forms/{id}. */
export const FormSchema = Type.Object({
  id: Type.Integer(),
  correlationId: Type.String(),
  version: Type.Integer(),
  // Always present; optional because the serializer writes required properties first, and clients get
  // `revision` after them (after `newVersion` in a save's answer).
  revision: Type.Optional(Type.Integer()),
  name: Type.String(),
  questionnaireType: Type.Integer(),
  isDraft: Type.Boolean(),
  pages: Type.Array(FormPageSchema),
});

/** A stored version as POST /Forms and /Forms/copy answer, with whether the save created a new version. */
export const SavedFormSchema = Type.Object({ ...FormSchema.properties, newVersion: Type.Boolean() });

/** One questionnaire of GET /Forms: its latest version, how many versions it has and processes use it. */
const FormListItemSchema = Type.Object({
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

/** GET /Forms: `{ formsListItems: [...] }`. */
export const FormListSchema = Type.Object({ formsListItems: Type.Array(FormListItemSchema) });

/** GET /FormSettings/{organization}: which questionnaire serves which feedback type of each process type. */
export const FormSettingListSchema = ResultList(
  Type.Object({
    processType: Type.Integer(),
    feedbackType: Type.Integer(),
    formCorrelationId: Type.String(),
    formId: Nullable(Type.Integer()),
    formName: Nullable(Type.String()),
  }),
);

/** A finding of the publishing checks (engine QuestionnaireIssue). */
const QuestionnaireIssueSchema = Type.Object({
  elementId: Type.Optional(Type.String()),
  path: Type.String(),
  code: Type.String(),
  messageKey: Type.String(),
  message: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});

/** 400 and 409 answers of the editing routes: the problem object plus what names the place or the cause. */
export const FormProblemSchema = Type.Object({
  ...ProblemSchema.properties,
  issues: Type.Optional(Type.Array(QuestionnaireIssueSchema)),
  latestId: Type.Optional(Type.Integer()),
  latestVersion: Type.Optional(Type.Integer()),
  processCount: Type.Optional(Type.Integer()),
});
export type FormProblem = Static<typeof FormProblemSchema>;
