import { Type } from 'typebox';
import { Nullable, NullablePersonRef } from '../../../engine/api/common';

/** One found feedback, with the answer the keyword was found in and the text around it. */
const FulltextResultSchema = Type.Object({
  feedbackId: Type.Integer(),
  /** null for a submitted anonymous feedback (outside any process) */
  processId: Nullable(Type.Integer()),
  processType: Nullable(Type.Integer()),
  feedbackType: Type.Integer(),
  recipient: NullablePersonRef,
  donor: NullablePersonRef,
  elementId: Type.String(),
  excerpt: Type.String(),
});

/** GET /fulltextsearch/{keyword}: `{ results: [...] }` (SPEC §7). */
export const FulltextResultsSchema = Type.Object({ results: Type.Array(FulltextResultSchema) });
