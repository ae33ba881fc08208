import {
  CAREER_PATHS,
  DEVELOPMENT_TYPES,
  FORM_LIMITS,
  type CareerPath,
  type DevelopmentType,
} from '../../../engine/forms';
import { PersonRef, ProblemSchema, objectOf, resultListOf } from '../../schemas';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const nullableString = { type: ['string', 'null'] } as const;
const localized = { type: 'object', additionalProperties: { type: 'string' } } as const;
const object = <P extends Record<string, unknown>, R extends readonly string[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

const careerProperties = {
  careerPath: { type: 'integer', enum: Object.values(CAREER_PATHS) },
  developmentType: { type: 'integer', enum: Object.values(DEVELOPMENT_TYPES) },
  targetPosition: { type: 'string', maxLength: FORM_LIMITS.positionMaxLength },
  // the length of YYYY-MM-DD; the service checks the date itself (400 INVALID_DATE)
  targetDate: { type: 'string', maxLength: 10 },
  data: { type: 'string', maxLength: FORM_LIMITS.textMaxLength },
} as const;
type CareerFields = {
  careerPath?: CareerPath;
  developmentType?: DevelopmentType;
  targetPosition?: string;
  targetDate?: string;
  data?: string;
};

export const CareerDevelopmentBody = object(
  {
    feedbackId: id,
    elementId: { type: 'string', minLength: 1, maxLength: FORM_LIMITS.keyMaxLength },
    ...careerProperties,
    overwrite: { type: 'boolean' },
  },
  ['feedbackId', 'elementId'],
);
export type CareerDevelopmentBody = CareerFields & {
  feedbackId: number;
  elementId: string;
  overwrite?: boolean;
};

export const AddPromotionUserBody = object({ userId: id, talkroundId: id, ...careerProperties }, ['userId']);
export type AddPromotionUserBody = CareerFields & { userId: number; talkroundId?: number };

export const ProcessIdParams = object({ id }, ['id']);
export type ProcessIdParams = { id: number };

export const ComparisonQuery = object({ feedbackId: id, processId: id }, []);
export type ComparisonQuery = { feedbackId?: number; processId?: number };

export const HardfactsBody = object({ processId: id, state: { type: 'integer', enum: [0, 1, 2] } }, [
  'processId',
  'state',
]);
export type HardfactsBody = { processId: number; state: 0 | 1 | 2 };

export const PromotionResultBody = object(
  { processId: id, confirmed: { type: 'boolean' }, comment: { type: 'string', maxLength: 2000 } },
  ['processId', 'confirmed'],
);
export type PromotionResultBody = { processId: number; confirmed: boolean; comment?: string };

const careerData = {
  type: 'object',
  properties: {
    careerPath: { type: ['integer', 'null'] },
    developmentType: { type: ['integer', 'null'] },
    targetPosition: nullableString,
    targetDate: nullableString,
    data: nullableString,
  },
} as const;

export const CareerDataSchema = {
  type: 'object',
  properties: {
    processId: { type: 'integer' },
    recipientId: { type: 'integer' },
    statusId: { type: 'integer' },
    confirmed: { type: ['boolean', 'null'] },
    hardfactsState: { type: 'integer' },
    denyReason: nullableString,
    feedbackId: { type: ['integer', 'null'] },
    elementId: nullableString,
    careerData,
    positionId: { type: ['integer', 'null'] },
    dateRule: { type: 'string', enum: ['aprilOctober', 'monthly'] },
    allowedDates: { type: 'array', items: { type: 'string' } },
    dateAllowed: { type: ['boolean', 'null'] },
  },
} as const;

export const PromotionListSchema = resultListOf({
  processId: { type: 'integer' },
  statusId: { type: 'integer' },
  statusLabel: localized,
  confirmed: { type: ['boolean', 'null'] },
  hardfactsState: { type: 'integer' },
  recipient: objectOf({ ...PersonRef.properties, position: { type: 'string' } }),
  supervisorName: nullableString,
  talkround: nullableString,
  feedbackId: { type: ['integer', 'null'] },
  denyReason: nullableString,
  ...careerData.properties,
  dateAllowed: { type: ['boolean', 'null'] },
  createdAt: { type: 'string' },
});

export const PositionsSchema = {
  type: 'object',
  properties: {
    positions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          key: { type: 'string' },
          title: localized,
          careerPath: { type: 'integer' },
          level: { type: 'integer' },
          dateRule: { type: 'string' },
        },
      },
    },
  },
} as const;

export const ComparisonSchema = resultListOf({
  feedbackId: { type: 'integer' },
  feedbackType: { type: 'integer' },
  elementId: { type: 'string' },
  careerPath: { type: 'integer' },
  developmentType: { type: 'integer' },
  targetPosition: { type: 'string' },
  targetDate: { type: 'string' },
  data: { type: 'string' },
});

export const AddedSchema = {
  type: 'object',
  properties: { processId: { type: 'integer' }, feedbackId: { type: ['integer', 'null'] } },
} as const;

/** Problems of the promotion routes; the date refusal carries the rule and the next possible dates. */
const PromotionProblemSchema = {
  ...ProblemSchema,
  properties: {
    ...ProblemSchema.properties,
    dateRule: { type: 'string' },
    allowedDates: { type: 'array', items: { type: 'string' } },
    storedCareerPath: { type: 'integer' },
    processId: { type: 'integer' },
    statusId: { type: 'integer' },
    action: { type: 'string' },
    missing: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;

export const promotionErrors = {
  400: PromotionProblemSchema,
  401: PromotionProblemSchema,
  403: PromotionProblemSchema,
  404: PromotionProblemSchema,
  409: PromotionProblemSchema,
} as const;

export const StepSchema = {
  type: 'object',
  properties: {
    feedbackId: { type: 'integer' },
    processId: { type: 'integer' },
    statusId: { type: 'integer' },
    feedbackStatus: { type: 'integer' },
    isInProgress: { type: 'boolean' },
    isSubmitted: { type: 'boolean' },
  },
} as const;
