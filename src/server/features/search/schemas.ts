import { FULLTEXT_MAX_KEYWORD_LENGTH, USER_SEARCH_MIN_CHARS } from '../../../engine/constants';
import { NullablePersonRef, objectOf } from '../../schemas';

export const KeywordParams = {
  type: 'object',
  additionalProperties: false,
  required: ['keyword'],
  properties: {
    // at least two characters that are not blanks (SPEC §5: the header search needs two)
    keyword: {
      type: 'string',
      minLength: USER_SEARCH_MIN_CHARS,
      maxLength: FULLTEXT_MAX_KEYWORD_LENGTH,
      pattern: '\\S.*\\S|\\S\\S',
    },
  },
} as const;
export type KeywordParams = { keyword: string };

/** GET /fulltextsearch/{keyword}: `{ results: [...] }` (SPEC §7). */
export const FulltextResultsSchema = objectOf({
  results: {
    type: 'array',
    items: objectOf({
      feedbackId: { type: 'integer' },
      processId: { type: 'integer' },
      processType: { type: 'integer' },
      feedbackType: { type: 'integer' },
      recipient: NullablePersonRef,
      donor: NullablePersonRef,
      elementId: { type: 'string' },
      excerpt: { type: 'string' },
    }),
  },
});
