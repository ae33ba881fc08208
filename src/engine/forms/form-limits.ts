/** Limits of answers, shared by the compiled schema (client) and the server's checks. */
export const FORM_LIMITS = {
  /** characters of a comment, a table cell or a career text */
  textMaxLength: 10_000,
  /** characters of a row id, target id or similar client-generated key */
  keyMaxLength: 100,
  /** rows of one table question or action field */
  tableMaxRows: 500,
  /** goals of one target field, and sub-targets or actions of one goal */
  targetsMaxItems: 200,
} as const;
