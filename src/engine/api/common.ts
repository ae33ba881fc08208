import { Type, type Static, type TSchema } from 'typebox';

/** The problem object of every error answer (see errors.ts). */
export const ProblemSchema = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  messageKey: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  /** UNKNOWN_PERSON (403): the organization that does not know the signed-in person, and whom to ask */
  organizationName: Type.Optional(Type.String()),
  contact: Type.Optional(Type.String()),
});

export const SlugParams = Type.Object(
  { slug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}$' }) },
  { additionalProperties: false },
);
export type SlugParams = Static<typeof SlugParams>;

/**
 * A person as the answers name them: id, names, shorthand. An answer that says more about the person (position,
 * depth) spreads `PersonRef.properties` into its own object.
 */
export const PersonRef = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  shorthand: Type.String(),
});
export type PersonRef = Static<typeof PersonRef>;

/** A PersonRef with the person's position, as the process overviews name their employee. */
export const PositionedPersonRef = Type.Object({ ...PersonRef.properties, position: Type.String() });
export type PositionedPersonRef = Static<typeof PositionedPersonRef>;

/** A PersonRef, or null where the answer names nobody. */
export const NullablePersonRef = Type.Union([PersonRef, Type.Null()]);
export type NullablePersonRef = Static<typeof NullablePersonRef>;

/** A row id as a request names it: a positive PostgreSQL `integer`. */
export const RowId = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** A questionnaire's correlation id (shared by its versions): a UUID, as the column stores it. */
export const CorrelationId = Type.String({ format: 'uuid' });

/** The answer of a route that answers nothing (204 No Content). */
export const NoContent = Type.Null();

/** An iCalendar file (text/calendar), sent as text. */
export const CalendarFile = Type.String();

/** The access token of an anonymous feedback link (base64url), wherever a route takes one. */
export const AccessToken = Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });

/** An IANA time zone name a calendar export is written in (checked against the runtime's zones). */
export const TimeZoneName = Type.String({ minLength: 1, maxLength: 100 });

/** Pure. The schema, or null (a nullable field of an answer). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The list answer of SPEC §7, `{ result: [...] }`, of items of this schema. */
export const ResultList = <T extends TSchema>(item: T) => Type.Object({ result: Type.Array(item) });

/** A text per language (SPEC §3 "translatable text"), as answers carry titles and labels. */
export const Localized = Type.Record(Type.String(), Type.String());

/** The error answers every signed-in route can give: bad input, no sign-in, no access. */
export const commonErrors = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema } as const;

/** The error answers of an area whose refusals carry `problem`: bad input, no sign-in, no access, none such, conflict. */
export const problemAnswers = <T extends TSchema>(problem: T) =>
  ({ 400: problem, 401: problem, 403: problem, 404: problem, 409: problem }) as const;
