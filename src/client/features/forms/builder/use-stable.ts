import { useMemo } from 'react';

// element ids are short names without control characters (questionnaire schema)
const SEP = '\u0000';

/**
 * The same array while the ids are the same, in order: a list rebuilt on every edit keeps its identity, so
 * memoized parts and dnd-kit's sortable context (which re-renders every card on a new `items` array) see no
 * change.
 */
export function useStableIds(ids: readonly string[]): readonly string[] {
  const key = ids.join(SEP);
  return useMemo(() => (key === '' ? [] : key.split(SEP)), [key]);
}
