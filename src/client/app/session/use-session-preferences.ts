import { useEffect, useState } from 'react';
import type { SessionInfo } from '../../../engine/api/session';
import { i18n, isLanguageKey } from '../../lib/i18n/i18n';
import { useTheme } from '../../lib/theme/theme-context';

/**
 * Applies the language and theme mode the server stored for the user (SPEC §7 "Session and theme"), and
 * tells when both are in place; the session start reaches 100 % then.
 */
export function useSessionPreferences(session: SessionInfo | null | undefined): boolean {
  const { setMode } = useTheme();
  const [applied, setApplied] = useState(false);
  const languageKey = session?.languageKey;
  const themeMode = session?.themeMode;

  useEffect(() => {
    if (!languageKey || !themeMode) return;
    let active = true;
    setMode(themeMode);
    const language = isLanguageKey(languageKey) ? languageKey : i18n.language;
    void i18n.changeLanguage(language).finally(() => active && setApplied(true));
    return () => {
      active = false;
    };
  }, [languageKey, themeMode, setMode]);

  return applied;
}
