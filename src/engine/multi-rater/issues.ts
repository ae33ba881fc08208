/**
 * A problem found in multi-rater settings or a nomination: data for the client to translate, never a sentence.
 * `key` is the i18n message key; `params` fill its placeholders.
 */
export type MultiRaterIssue<Key extends string = string> = {
  key: Key;
  params: Record<string, string | number>;
};
