import useSWR from 'swr';
import type { LanguageKey, ThemeMode } from '../../../engine/constants';
import type { SessionInfo } from '../../../engine/session/session-types';
import { http } from '../../api';

/** The SWR key of an organization's session; hub events revalidate it. */
export const sessionKey = (slug: string) => ['/Session/Initialize', slug] as const;

type SessionKey = ReturnType<typeof sessionKey>;

// 404 means the organization does not exist: thrown (NotFoundError), so the shell can show the 404 page
const fetchSession = ([path, slug]: SessionKey) =>
  http.get<SessionInfo>(path, { organization: slug, throwOnNotFound: true });

/** GET /api/Session/Initialize for an organization, once signed in (key null before). */
export function useSessionQuery(slug: string, signedIn: boolean) {
  return useSWR(signedIn ? sessionKey(slug) : null, fetchSession, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** POST /api/Session/SetLanguage; resolves { errorCode: 1 } on failure (SPEC §8). */
export function saveLanguage(session: SessionInfo, languageKey: LanguageKey) {
  return http.post<void>(
    '/Session/SetLanguage',
    { userId: session.userId, languageKey },
    { organization: session.currentOrganization.slug },
  );
}

/** POST /api/Session/SetTheme; resolves { errorCode: 1 } on failure (SPEC §8). */
export function saveThemeMode(session: SessionInfo, themeMode: ThemeMode) {
  return http.post<void>(
    '/Session/SetTheme',
    { userId: session.userId, themeMode },
    { organization: session.currentOrganization.slug },
  );
}
