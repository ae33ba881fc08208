import { Type, type Static } from 'typebox';
import { FULLTEXT_MAX_KEYWORD_LENGTH, USER_SEARCH_MIN_CHARS } from '../constants';
import { NullablePersonRef } from './common';

/** The HTTP contract of the fulltext search (SPEC §7): each schema with its type of the same name. */

/** The keyword of GET /fulltextsearch/{keyword}. */
export const KeywordParams = Type.Object(
  {
    // at least two characters that are not blanks (SPEC §5: the header search needs two)
    keyword: Type.String({
      minLength: USER_SEARCH_MIN_CHARS,
      maxLength: FULLTEXT_MAX_KEYWORD_LENGTH,
      pattern: '\\S.*\\S|\\S\\S',
    }),
  },
  { additionalProperties: false },
);
export type KeywordParams = Static<typeof KeywordParams>;

/**
 * One found feedback of a process, with the answer the keyword was found in and the text around it. Anonymous
 * shared feedbacks are never found (their answers are read only together).
 */
export const FulltextResult = Type.Object({
  feedbackId: Type.Integer(),
  processId: Type.Integer(),
  processType: Type.Integer(),
  feedbackType: Type.Integer(),
  recipient: NullablePersonRef,
  donor: NullablePersonRef,
  elementId: Type.String(),
  excerpt: Type.String(),
});
export type FulltextResult = Static<typeof FulltextResult>;

/** GET /fulltextsearch/{keyword}: `{ results: [...] }` (SPEC §7). */
export const FulltextResults = Type.Object({ results: Type.Array(FulltextResult) });
export type FulltextResults = Static<typeof FulltextResults>;
