import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { LanguageKey, ThemeMode } from '../../../engine/constants';
import type { SessionInfo } from '../../../engine/api/session';
import { isUnexpectedError } from '../../api';
import { useToast } from '../../lib/toast/toast-context';
import { saveLanguage, saveThemeMode, sessionKey } from '../../lib/session/session-api';
import { useSession } from '../../lib/session/session-context';

/**
 * Language and theme switches: applied at once (the cached session changes, and useSessionPreferences
 * follows it), stored by the server so they survive a reload; undone with a message when saving fails.
 */
export function useSessionActions() {
  const { session, slug } = useSession();
  const { mutate } = useSWRConfig();
  const toast = useToast();

  const change = useCallback(
    async (patch: Partial<SessionInfo>, save: () => Promise<unknown>) => {
      const key = sessionKey(slug);
      await mutate(key, { ...session, ...patch }, { revalidate: false });
      if (isUnexpectedError(await save())) {
        await mutate(key, session, { revalidate: false });
        toast.showError('errors.notSaved');
      }
    },
    [mutate, session, slug, toast],
  );

  const setLanguage = useCallback(
    (languageKey: LanguageKey) => change({ languageKey }, () => saveLanguage(session, languageKey)),
    [change, session],
  );
  const setThemeMode = useCallback(
    (themeMode: ThemeMode) => change({ themeMode }, () => saveThemeMode(session, themeMode)),
    [change, session],
  );

  return { setLanguage, setThemeMode };
}
