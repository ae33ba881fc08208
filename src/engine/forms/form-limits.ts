/** Limits of answers, shared by the compiled schema (client) and the server's checks. */
export const FORM_LIMITS = {
  /** characters of a comment, a table cell or a career text */
  textMaxLength: 10_000,
  /** characters of a career record's target position (a catalogue position's name) */
  positionMaxLength: 200,
  /** characters of a row id, target id or similar client-generated key */
  keyMaxLength: 100,
  /** rows of one table question or action field */
  tableMaxRows: 500,
  /** goals of one target field, and sub-targets or actions of one goal */
  targetsMaxItems: 200,
} as const;

/** Characters of a questionnaire's name (as schemas/questionnaire.schema.json says). */
export const FORM_NAME_MAX_LENGTH = 200;
