import { useEffect } from 'react';
import useSWR, { preload } from 'swr';
import type { OrganizationTheme, ThemeCss } from '../../../engine/api/theme';
import { http, NotFoundError } from '../../api';
import { applyCustomCss } from './apply-theme';
import { normalizeTheme } from './org-colors';
import { useTheme } from './theme-context';

// the SWR keys of an organization's colours and custom CSS
const colorsKey = (slug: string) => ['theme-colors', slug] as const;
const cssKey = (slug: string) => ['theme-css', slug] as const;

const fetchColors = ([, slug]: readonly [string, string]) =>
  http.get<OrganizationTheme>(`/Theme/Colors/${encodeURIComponent(slug)}`, {
    anonymous: true,
    organization: slug,
    throwOnNotFound: true,
  });

const fetchCustomCss = ([, slug]: readonly [string, string]) =>
  http.get<ThemeCss>(`/Theme/css/${encodeURIComponent(slug)}`, {
    anonymous: true,
    organization: slug,
  });

/** Starts an organization's public colours and custom CSS while the app's code still loads; the hook takes them. */
export function preloadOrganizationTheme(slug: string): void {
  // handled here so that a 404 (no such organization) is not an unhandled rejection; the hook still sees it
  preload(colorsKey(slug), fetchColors).catch(() => undefined);
  preload(cssKey(slug), fetchCustomCss).catch(() => undefined);
}

const once = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/**
 * Loads and applies an organization's colours and custom CSS (public calls, SPEC §7). The colours answer
 * also tells whether the organization exists: `notFound` is true on 404.
 */
export function useOrganizationTheme(slug: string): { loaded: boolean; notFound: boolean } {
  const { setOrganizationTheme } = useTheme();
  const colors = useSWR(colorsKey(slug), fetchColors, once);
  const css = useSWR(cssKey(slug), fetchCustomCss, once);

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
