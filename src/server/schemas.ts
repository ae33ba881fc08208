/** The problem object of every error answer (see errors.ts). */
export const ProblemSchema = {
  type: 'object',
  required: ['statusCode', 'code', 'messageKey', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string' },
    messageKey: { type: 'string' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

export const SlugParams = {
  type: 'object',
  additionalProperties: false,
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,62}$' } },
} as const;
export type SlugParams = { slug: string };

/**
 * A person as the answers name them: id, names, shorthand. An answer that says more about the person (position,
 * depth) spreads `PersonRef.properties` into its own object.
 */
export const PersonRef = {
  type: 'object',
  required: ['id', 'firstName', 'lastName', 'shorthand'],
  properties: {
    id: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    shorthand: { type: 'string' },
  },
} as const;
export type PersonRef = { id: number; firstName: string; lastName: string; shorthand: string };

/** A PersonRef, or null where the answer names nobody. */
export const NullablePersonRef = { ...PersonRef, type: ['object', 'null'] } as const;
export type NullablePersonRef = PersonRef | null;

/** The access token of an anonymous feedback link (base64url), wherever a route takes one. */
export const AccessToken = {
  type: 'string',
  minLength: 16,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

/** An IANA time zone name a calendar export is written in (checked against the runtime's zones). */
export const TimeZoneName = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** A response object with these properties (no `required`: the serializer writes what the answer has). */
export const objectOf = <P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', properties }) as const;

/** The list answer of SPEC §7, `{ result: [...] }`, of items with these properties. */
export const resultListOf = <P extends Record<string, unknown>>(itemProperties: P) =>
  objectOf({ result: { type: 'array', items: objectOf(itemProperties) } });
