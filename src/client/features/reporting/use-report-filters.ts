import { useQueryParams } from '../../lib/navigation/use-query-params';

/** The filter keys every report keeps in its URL. */
const FILTER_KEYS = ['talkroundId', 'from', 'to', 'hierarchy', 'location', 'position'] as const;

/**
 * A report's filters, kept in the page's URL (query parameters), so that a filtered report can be bookmarked,
 * shared and reloaded; `extra` names further keys of a report (process type, questionnaire, question).
 */
export function useReportFilters(extra: readonly string[] = []) {
  const { values, set } = useQueryParams<string>([...FILTER_KEYS, ...extra]);
  const reset = () => set(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));
  return { values: values as Record<string, string>, set, reset };
}
