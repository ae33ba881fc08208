import { Type, type Static } from 'typebox';
import {
  CAREER_PATHS,
  DEVELOPMENT_TYPES,
  FORM_LIMITS,
  type CareerPath,
  type DevelopmentType,
} from '../forms';
import {
  Localized,
  Nullable,
  PositionedPersonRef,
  ProblemSchema,
  ResultList,
  RowId,
  problemAnswers,
} from './common';

/**
 * JSON Schemas of the promotion requests and answers (SPEC §7 "Career"); each schema and its type are named as a
 * pair.
 */

const closed = { additionalProperties: false } as const;

/** Characters of the reason given for a denied promotion (the server's limit; the client sets none). */
const DENY_REASON_MAX_LENGTH = 2000;

/** The fields of a career record a request may carry, each optional. */
const careerProperties = {
  careerPath: Type.Optional(Type.Enum(Object.values(CAREER_PATHS), { type: 'integer' })),
  developmentType: Type.Optional(Type.Enum(Object.values(DEVELOPMENT_TYPES), { type: 'integer' })),
  targetPosition: Type.Optional(Type.String({ maxLength: FORM_LIMITS.positionMaxLength })),
  // the length of YYYY-MM-DD; the service checks the date itself (400 INVALID_DATE)
  targetDate: Type.Optional(Type.String({ maxLength: 10 })),
  data: Type.Optional(Type.String({ maxLength: FORM_LIMITS.textMaxLength })),
};

/** Body of POST /CareerDevelopment: the career record of one element of a feedback. */
export const CareerDevelopmentBody = Type.Object(
  {
    feedbackId: RowId,
    elementId: Type.String({ minLength: 1, maxLength: FORM_LIMITS.keyMaxLength }),
    ...careerProperties,
    overwrite: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type CareerDevelopmentBody = Static<typeof CareerDevelopmentBody>;

/** Body of POST /careerDevelopment/addPromotionUser. */
export const AddPromotionUserBody = Type.Object(
  { userId: RowId, talkroundId: Type.Optional(RowId), ...careerProperties },
  closed,
);
export type AddPromotionUserBody = Static<typeof AddPromotionUserBody>;

/** Path of GET /careerDevelopment/getCareerData/{id}. */
export const ProcessIdParams = Type.Object({ id: RowId }, closed);
export type ProcessIdParams = Static<typeof ProcessIdParams>;

/** Query of GET /careerDevelopment/getComparisonCareerData: a process, or one of its feedbacks. */
export const ComparisonQuery = Type.Object(
  { feedbackId: Type.Optional(RowId), processId: Type.Optional(RowId) },
  closed,
);
export type ComparisonQuery = Static<typeof ComparisonQuery>;

/** Body of PUT /careerDevelopment/setHardfactsState: 0 open, 1 met, 2 not met. */
export const HardfactsBody = Type.Object(
  { processId: RowId, state: Type.Enum([0, 1, 2], { type: 'integer' }) },
  closed,
);
export type HardfactsBody = Static<typeof HardfactsBody>;

/** Body of PUT /careerDevelopment/setPromotionResult; denying needs a comment (the service checks it). */
export const PromotionResultBody = Type.Object(
  {
    processId: RowId,
    confirmed: Type.Boolean(),
    comment: Type.Optional(Type.String({ maxLength: DENY_REASON_MAX_LENGTH })),
  },
  closed,
);
export type PromotionResultBody = Static<typeof PromotionResultBody>;

/** The date rule of a position: 1 April and 1 October only, or the first of any month. */
export const DateRule = Type.Enum(['aprilOctober', 'monthly']);
export type DateRule = Static<typeof DateRule>;

/** A stored career record as the answers show it; a field never entered is null. */
export const CareerFields = Type.Object({
  // the stored integers, typed as the form engine's career path and development type they were checked against
  careerPath: Nullable(Type.Unsafe<CareerPath>(Type.Integer())),
  developmentType: Nullable(Type.Unsafe<DevelopmentType>(Type.Integer())),
  targetPosition: Nullable(Type.String()),
  targetDate: Nullable(Type.String()),
  data: Nullable(Type.String()),
});
export type CareerFields = Static<typeof CareerFields>;

/**
 * The career data of a promotion process with its hardfacts state, result and date rule: GET
 * /careerDevelopment/getCareerData/{id} and the answer of the HR actions.
 */
export const CareerData = Type.Object({
  processId: Type.Integer(),
  recipientId: Type.Integer(),
  statusId: Type.Integer(),
  /** true confirmed, false denied, null not decided */
  confirmed: Nullable(Type.Boolean()),
  hardfactsState: Type.Integer(),
  denyReason: Nullable(Type.String()),
  feedbackId: Nullable(Type.Integer()),
  elementId: Nullable(Type.String()),
  careerData: CareerFields,
  positionId: Nullable(Type.Integer()),
  dateRule: DateRule,
  allowedDates: Type.Array(Type.String()),
  dateAllowed: Nullable(Type.Boolean()),
});
export type CareerData = Static<typeof CareerData>;

/** One promotion process of GET /promotions (SPEC §3 Promotion user). */
export const Promotion = Type.Object({
  processId: Type.Integer(),
  statusId: Type.Integer(),
  statusLabel: Localized,
  confirmed: Nullable(Type.Boolean()),
  hardfactsState: Type.Integer(),
  recipient: PositionedPersonRef,
  supervisorName: Nullable(Type.String()),
  talkround: Nullable(Type.String()),
  feedbackId: Nullable(Type.Integer()),
  denyReason: Nullable(Type.String()),
  ...CareerFields.properties,
  dateAllowed: Nullable(Type.Boolean()),
  createdAt: Type.String(),
});
export type Promotion = Static<typeof Promotion>;

/** GET /promotions: `{ result: Promotion[] }`. */
export const PromotionList = ResultList(Promotion);
export type PromotionList = Static<typeof PromotionList>;

/** A position of the catalogue with its career path, level and date rule. */
export const Position = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  title: Localized,
  careerPath: Type.Unsafe<CareerPath>(Type.Integer()),
  level: Type.Integer(),
  dateRule: DateRule,
});
export type Position = Static<typeof Position>;

/** GET /CareerDevelopment/GetPositions: the catalogue in its order. */
export const Positions = Type.Object({ positions: Type.Array(Position) });
export type Positions = Static<typeof Positions>;

/** The career record of one feedback of a process. */
export const ComparisonRecord = Type.Object({
  feedbackId: Type.Integer(),
  feedbackType: Type.Integer(),
  elementId: Type.String(),
  // the stored record: a field never entered is absent
  careerPath: Type.Optional(Type.Integer()),
  developmentType: Type.Optional(Type.Integer()),
  targetPosition: Type.Optional(Type.String()),
  targetDate: Type.Optional(Type.String()),
  data: Type.Optional(Type.String()),
});
export type ComparisonRecord = Static<typeof ComparisonRecord>;

/** GET /careerDevelopment/getComparisonCareerData: the career records of every feedback of a process. */
export const CareerComparison = ResultList(ComparisonRecord);
export type CareerComparison = Static<typeof CareerComparison>;

/** POST /careerDevelopment/addPromotionUser (201): the new process and its nomination feedback. */
export const AddedPromotion = Type.Object({
  processId: Type.Integer(),
  feedbackId: Nullable(Type.Integer()),
});
export type AddedPromotion = Static<typeof AddedPromotion>;

/**
 * Problems of the promotion routes: the date refusal carries the rule and the next possible dates, the path
 * change the stored path, a refused workflow action what is missing.
 */
export const PromotionProblem = Type.Object({
  ...ProblemSchema.properties,
  dateRule: Type.Optional(Type.String()),
  allowedDates: Type.Optional(Type.Array(Type.String())),
  storedCareerPath: Type.Optional(Type.Integer()),
  processId: Type.Optional(Type.Integer()),
  statusId: Type.Optional(Type.Integer()),
  action: Type.Optional(Type.String()),
  missing: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
});
export type PromotionProblem = Static<typeof PromotionProblem>;

/** The error answers of the promotion routes. */
export const promotionErrors = problemAnswers(PromotionProblem);
