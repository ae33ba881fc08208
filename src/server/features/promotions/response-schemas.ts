import { Type, type Static } from 'typebox';
import { Localized, Nullable, PersonRef, ProblemSchema, ResultList } from '../../../engine/api/common';

/** JSON Schemas of the promotion answers; the OpenAPI document comes from them. */

/** The date rule of a position: 1 April and 1 October only, or the first of any month. */
const DateRuleSchema = Type.Enum(['aprilOctober', 'monthly']);

/** A stored career record as the answers show it; a field never entered is null. */
const CareerFieldsSchema = Type.Object({
  careerPath: Nullable(Type.Integer()),
  developmentType: Nullable(Type.Integer()),
  targetPosition: Nullable(Type.String()),
  targetDate: Nullable(Type.String()),
  data: Nullable(Type.String()),
});

/**
 * The career data of a promotion process with its hardfacts state, result and date rule: GET
 * /careerDevelopment/getCareerData/{id} and the answer of the HR actions.
 */
export const CareerDataSchema = Type.Object({
  processId: Type.Integer(),
  recipientId: Type.Integer(),
  statusId: Type.Integer(),
  /** true confirmed, false denied, null not decided */
  confirmed: Nullable(Type.Boolean()),
  hardfactsState: Type.Integer(),
  denyReason: Nullable(Type.String()),
  feedbackId: Nullable(Type.Integer()),
  elementId: Nullable(Type.String()),
  careerData: CareerFieldsSchema,
  positionId: Nullable(Type.Integer()),
  dateRule: DateRuleSchema,
  allowedDates: Type.Array(Type.String()),
  dateAllowed: Nullable(Type.Boolean()),
});
export type CareerData = Static<typeof CareerDataSchema>;

/** One promotion process of GET /promotions (SPEC §3 Promotion user). */
const PromotionSchema = Type.Object({
  processId: Type.Integer(),
  statusId: Type.Integer(),
  statusLabel: Localized,
  confirmed: Nullable(Type.Boolean()),
  hardfactsState: Type.Integer(),
  recipient: Type.Object({ ...PersonRef.properties, position: Type.String() }),
  supervisorName: Nullable(Type.String()),
  talkround: Nullable(Type.String()),
  feedbackId: Nullable(Type.Integer()),
  denyReason: Nullable(Type.String()),
  ...CareerFieldsSchema.properties,
  dateAllowed: Nullable(Type.Boolean()),
  createdAt: Type.String(),
});
export type Promotion = Static<typeof PromotionSchema>;

/** GET /promotions: `{ result: Promotion[] }`. */
export const PromotionListSchema = ResultList(PromotionSchema);

/** GET /CareerDevelopment/GetPositions: the catalogue in its order. */
export const PositionsSchema = Type.Object({
  positions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      key: Type.String(),
      title: Localized,
      careerPath: Type.Integer(),
      level: Type.Integer(),
      dateRule: DateRuleSchema,
    }),
  ),
});

/** GET /careerDevelopment/getComparisonCareerData: the career records of every feedback of a process. */
export const ComparisonSchema = ResultList(
  Type.Object({
    feedbackId: Type.Integer(),
    feedbackType: Type.Integer(),
    elementId: Type.String(),
    // the stored record: a field never entered is absent
    careerPath: Type.Optional(Type.Integer()),
    developmentType: Type.Optional(Type.Integer()),
    targetPosition: Type.Optional(Type.String()),
    targetDate: Type.Optional(Type.String()),
    data: Type.Optional(Type.String()),
  }),
);
export type ComparisonRecord = Static<typeof ComparisonSchema>['result'][number];

/** POST /careerDevelopment/addPromotionUser (201): the new process and its nomination feedback. */
export const AddedSchema = Type.Object({ processId: Type.Integer(), feedbackId: Nullable(Type.Integer()) });

/** POST /CareerDevelopment: the feedback step after the save. */
export const StepSchema = Type.Object({
  feedbackId: Type.Integer(),
  processId: Nullable(Type.Integer()),
  statusId: Nullable(Type.Integer()),
  feedbackStatus: Type.Integer(),
  isInProgress: Type.Boolean(),
  isSubmitted: Type.Boolean(),
});

/**
 * Problems of the promotion routes: the date refusal carries the rule and the next possible dates, the path
 * change the stored path, a refused workflow action what is missing.
 */
const PromotionProblemSchema = Type.Object({
  ...ProblemSchema.properties,
  dateRule: Type.Optional(Type.String()),
  allowedDates: Type.Optional(Type.Array(Type.String())),
  storedCareerPath: Type.Optional(Type.Integer()),
  processId: Type.Optional(Type.Integer()),
  statusId: Type.Optional(Type.Integer()),
  action: Type.Optional(Type.String()),
  missing: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
});

/** The error answers of the promotion routes. */
export const promotionErrors = {
  400: PromotionProblemSchema,
  401: PromotionProblemSchema,
  403: PromotionProblemSchema,
  404: PromotionProblemSchema,
  409: PromotionProblemSchema,
} as const;
