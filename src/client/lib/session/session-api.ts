import useSWR, { preload } from 'swr';
import type { LanguageKey, ThemeMode } from '../../../engine/constants';
import type { SessionInfo } from '../../../engine/api/session';
import { http } from '../../api';

/** The SWR key of an organization's session; hub events revalidate it. */
export const sessionKey = (slug: string) => ['/Session/Initialize', slug] as const;

type SessionKey = ReturnType<typeof sessionKey>;

/** The API's code for a person signed in at the identity provider whom the organization does not know. */
export const UNKNOWN_PERSON = 'UNKNOWN_PERSON';

/** Session/Initialize answered UNKNOWN_PERSON: the shell shows the page that says so (not the 403 or 500 page). */
export class UnknownPersonError extends Error {
  constructor(
    readonly organizationName?: string,
    readonly contact?: string,
  ) {
    super('The organization does not know the signed-in person.');
    this.name = 'UnknownPersonError';
  }
}

// 404 means the organization does not exist: thrown (NotFoundError), so the shell can show the 404 page;
// UNKNOWN_PERSON is thrown as UnknownPersonError; any other failure resolves null
const fetchSession = async ([path, slug]: SessionKey) => {
  const result = await http.getResult<SessionInfo>(path, {
    organization: slug,
    throwOnNotFound: true,
    ownForbiddenCodes: [UNKNOWN_PERSON],
  });
  if (result.ok) return result.data;
  if (result.problem?.code === UNKNOWN_PERSON)
    throw new UnknownPersonError(result.problem.organizationName, result.problem.contact);
  return null;
};

/**
 * Starts GET /api/Session/Initialize while the app's code still loads (a signed-in user opening a page by its
 * URL); the shell's useSessionQuery takes the answer under the same key, with the same handling of errors.
 */
export function preloadSession(slug: string): void {
  // handled here so that an early 404 or UNKNOWN_PERSON is not an unhandled rejection; the hook still sees it
  preload(sessionKey(slug), fetchSession).catch(() => undefined);
}

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
