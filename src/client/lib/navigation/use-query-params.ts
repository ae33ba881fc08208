import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A page's state kept in its URL's query (filters, search, sort, page), so that it survives a visit to a
 * detail and back, a reload, a bookmark and a shared link. `values` holds the non-empty values of `keys`;
 * `set` changes some of them (null or '' removes one) and replaces the history entry, so that the back button
 * leaves the page instead of stepping through its filter changes. Other query parameters are left alone.
 */
export function useQueryParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const joined = keys.join('\n');
  const values = useMemo(() => {
    const result: Partial<Record<K, string>> = {};
    for (const key of joined.split('\n') as K[]) {
      const value = params.get(key);
      if (value) result[key] = value;
    }
    return result;
  }, [params, joined]);
  const set = useCallback(
    (changes: Partial<Record<K, string | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string | null | undefined][])
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { values, set };
}
