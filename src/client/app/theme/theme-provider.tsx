import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { OrganizationTheme } from '../../../engine/api/theme';
import { DEFAULT_THEME, THEME_MODES, type ThemeMode } from '../../../engine/constants';
import { ThemeContext } from '../../lib/theme/theme-context';
import { applyThemeVariables } from '../../lib/theme/apply-theme';
import { applyPrimeTheme } from './theme-link';

const STORAGE_KEY = 'dpt.themeMode';

/**
 * The last mode of this browser, so the page starts in it before the session says (no light flash); on a
 * first visit the system's preference.
 */
function storedMode(): ThemeMode {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    if ((THEME_MODES as readonly string[]).includes(value ?? '')) return value as ThemeMode;
  } catch {
    // storage unavailable: fall through to the system's preference
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Light/dark mode and the organization's colours for the whole document. The colours stay when leaving
 * an organization's pages (e.g. for /error-403), so error pages keep the look the user just saw.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(storedMode);
  const [theme, setOrganizationTheme] = useState<OrganizationTheme>(DEFAULT_THEME);

  // layout effect: the switch shows in the same frame as the click
  useLayoutEffect(() => {
    applyPrimeTheme(mode);
    applyThemeVariables(theme, mode);
    try {
      window.localStorage.setItem(STORAGE_KEY, mode);
    } catch {
      // storage unavailable: the server still stores the choice
    }
  }, [mode, theme]);

  const value = useMemo(() => ({ mode, setMode, setOrganizationTheme }), [mode]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
