import { useEffect } from 'react';
import type { ImpersonationStarted } from '../../../engine/api/session';
import { http, isUnexpectedError, type UnexpectedError } from '../../api';
import { moduleTexts } from '../i18n/module-texts';
import de from './i18n/impersonation.de-DE.json';
import en from './i18n/impersonation.en-US.json';

/** The impersonation texts (`impersonation.*`): the top bar's notice and the "View as" button. */
export const useImpersonationText = moduleTexts(de, en);

/** Where the administrator was before impersonating (per tab, so that a reload keeps it). */
const RETURN_KEY = 'dpt.impersonation.returnTo';
/** Written on every start and stop: the browser's other tabs hear it (storage event) and reload. */
const SWITCH_KEY = 'dpt.impersonation.switched';

function remember(path: string) {
  try {
    window.sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // storage unavailable (private mode): the stop leads to the dashboard instead
  }
}

function recall(slug: string): string {
  let path: string | null = null;
  try {
    path = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // storage unavailable: the dashboard
  }
  // only a path inside the same organization (never another origin)
  return path?.startsWith(`/${slug}/`) ? path : `/${slug}/dashboard`;
}

/**
 * The whole app (session, cached data, hub connections) switches identity by loading the page anew: nothing
 * the administrator's session loaded can show up as the employee's, and every hub reconnects as the new user.
 */
function reloadAt(path: string) {
  try {
    window.localStorage.setItem(SWITCH_KEY, String(Date.now()));
  } catch {
    // storage unavailable: the other tabs notice the switch when they are shown again
  }
  window.location.assign(path);
}

/**
 * Keeps a tab's identity in step with the server's: an impersonation started or ended in another tab of this
 * browser reloads this one at once (storage event); one started or ended elsewhere (another browser of the same
 * administrator, the time limit) is noticed when the tab is shown again, by asking for the session. Without it, a
 * tab would show the administrator's screens while its calls act as the employee, or the other way round.
 */
export function useImpersonationSwitches(slug: string, sessionUserId: number, watch: boolean): void {
  useEffect(() => {
    if (!watch) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === SWITCH_KEY) window.location.reload();
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void http.get<{ id: number }>('/Session/Initialize', { organization: slug }).then((session) => {
        if (session && session.id !== sessionUserId) window.location.reload();
      });
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [slug, sessionUserId, watch]);
}

/**
 * Starts acting as an employee (POST /session/impersonate-user) and opens their dashboard; remembers the
 * current page for the way back. Resolves the failure (with the server's problem) when it was refused.
 */
export async function startImpersonation(slug: string, userId: number): Promise<UnexpectedError | undefined> {
  const result = await http.post<ImpersonationStarted>(
    '/session/impersonate-user',
    { id: userId },
    { organization: slug, ownForbiddenCodes: ['FORBIDDEN', 'IMPERSONATION_NOT_ALLOWED'] },
  );
  if (isUnexpectedError(result)) return result;
  remember(`${window.location.pathname}${window.location.search}`);
  reloadAt(`/${slug}/dashboard`);
  return undefined;
}

/** Ends the impersonation (POST /session/unimpersonate-user) and brings the administrator back. */
export async function stopImpersonation(slug: string): Promise<UnexpectedError | undefined> {
  const result = await http.post<void>('/session/unimpersonate-user', undefined, { organization: slug });
  if (isUnexpectedError(result)) return result;
  reloadAt(recall(slug));
  return undefined;
}

/** Before signing out: ends an impersonation of this administrator, whatever the answer. */
export async function endImpersonationQuietly(slug: string | null): Promise<void> {
  if (!slug) return;
  await http
    .post<void>('/session/unimpersonate-user', undefined, { organization: slug })
    .catch(() => undefined);
}
