import { useSearchParams } from 'react-router-dom';

/** The filter keys every report keeps in its URL. */
const FILTER_KEYS = ['talkroundId', 'from', 'to', 'hierarchy', 'location', 'position'] as const;

/**
 * A report's filters, kept in the page's URL (query parameters), so that a filtered report can be bookmarked,
 * shared and reloaded; `extra` names further keys of a report (process type, questionnaire, question).
 */
export function useReportFilters(extra: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const keys = [...FILTER_KEYS, ...extra];
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) values[key] = value;
  }
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const reset = () => set(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));
  return { values, set, reset };
}
