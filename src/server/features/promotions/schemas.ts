import { Type, type Static } from 'typebox';
import { CAREER_PATHS, DEVELOPMENT_TYPES, FORM_LIMITS } from '../../../engine/forms';
import { RowId } from '../../../engine/api/common';

/** JSON Schemas of the promotion requests (SPEC §7 "Career"); each schema and its type are named as a pair. */

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
