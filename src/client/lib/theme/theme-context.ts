import { createContext, useContext } from 'react';
import type { OrganizationTheme } from '../../../engine/api/theme';
import type { ThemeMode } from '../../../engine/constants';

export type ThemeContextValue = {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  setOrganizationTheme: (theme: OrganizationTheme) => void;
};

/** Light/dark mode and the organization's colours; provided by the app's ThemeProvider. */
export const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The current mode and the setters; only inside ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme needs a ThemeProvider');
  return value;
}
