import { Type, type Static } from 'typebox';
import { FULLTEXT_MAX_KEYWORD_LENGTH, USER_SEARCH_MIN_CHARS } from '../../../engine/constants';

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
