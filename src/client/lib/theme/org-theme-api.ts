import { useEffect } from 'react';
import useSWR from 'swr';
import { http, NotFoundError } from '../../api';
import { applyCustomCss } from './apply-theme';
import { normalizeTheme } from './org-colors';
import { useTheme } from './theme-context';

const fetchColors = ([, slug]: readonly [string, string]) =>
  http.get<unknown>(`/Theme/Colors/${encodeURIComponent(slug)}`, {
    anonymous: true,
    organization: slug,
    throwOnNotFound: true,
  });

const fetchCustomCss = ([, slug]: readonly [string, string]) =>
  http.get<{ customCss?: string }>(`/Theme/css/${encodeURIComponent(slug)}`, {
    anonymous: true,
    organization: slug,
  });

const once = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/**
 * Loads and applies an organization's colours and custom CSS (public calls, SPEC §7). The colours answer
 * also tells whether the organization exists: `notFound` is true on 404.
 */
export function useOrganizationTheme(slug: string): { loaded: boolean; notFound: boolean } {
  const { setOrganizationTheme } = useTheme();
  const colors = useSWR(['theme-colors', slug] as const, fetchColors, once);
  const css = useSWR(['theme-css', slug] as const, fetchCustomCss, once);

  useEffect(() => {
    // a failed colours call (null) falls back to the default theme rather than blocking the app
    if (colors.data !== undefined) setOrganizationTheme(normalizeTheme(colors.data));
  }, [colors.data, setOrganizationTheme]);

  useEffect(() => {
    if (css.data !== undefined) applyCustomCss(css.data?.customCss ?? '');
  }, [css.data]);

  return {
    loaded: colors.data !== undefined || colors.error !== undefined,
    notFound: colors.error instanceof NotFoundError,
  };
}
