import type { OrganizationTheme } from '../../../engine/api/theme';
import type { ThemeMode } from '../../../engine/constants';
import { themeVariables } from './org-colors';

const CUSTOM_CSS_ID = 'dpt-org-css';

/** Puts the organization's colours of one mode on :root and marks the mode for the app's own CSS. */
export function applyThemeVariables(theme: OrganizationTheme, mode: ThemeMode): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(theme, mode)))
    root.style.setProperty(name, value);
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
}

/**
 * The organization's custom CSS (already sanitized by the server), as the last stylesheet in <head> so that
 * it can adjust anything the app sets.
 */
export function applyCustomCss(css: string): void {
  let style = document.getElementById(CUSTOM_CSS_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = CUSTOM_CSS_ID;
  }
  // re-appending keeps it last even after stylesheets added later (lazy chunks)
  document.head.append(style);
  if (style.textContent !== css) style.textContent = css;
}
