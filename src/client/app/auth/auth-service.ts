import { OidcClient, UserManager, type UserManagerSettings } from 'oidc-client-ts';
import { http, slugFromPath } from '../../api';
import { currentLanguage } from '../../lib/i18n/i18n';
import { lastSlug } from '../../lib/session/last-slug';
import { buildUserManagerSettings, isAuthConfig, type SignInConfig } from './auth-settings';
import { chooseResponseMode } from './response-mode';
import { missingApiScope, SignInFailedError } from './sign-in-failure';

/** Where to go after signing in, remembered in the OIDC state. */
type SignInState = { returnTo?: string };

let managerPromise: Promise<UserManager> | null = null;
let redirecting = false;

/**
 * The sign-in settings the server wrote into index.html (src/server/plugins/index-page.ts), which saves the page's
 * first round trip; null where they are missing (Vite's dev server serves its own index.html).
 */
function inlineAuthConfig(): SignInConfig | null {
  const text = document.getElementById('auth-config')?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isAuthConfig(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The settings with the response mode the provider advertises (fragment if it supports that, else query) and its
 * metadata, read once here, kept for the UserManager.
 */
async function withProviderResponseMode(settings: UserManagerSettings): Promise<UserManagerSettings> {
  try {
    const metadata = await new OidcClient(settings).metadataService.getMetadata();
    return {
      ...settings,
      response_mode: chooseResponseMode(metadata.response_modes_supported),
      metadata: { ...metadata, ...settings.metadataSeed },
    };
  } catch (error) {
    // the provider away: stored tokens still open the API; a sign-in then fails on the provider's page
    console.warn('The identity provider metadata is unavailable', error);
    return settings;
  }
}

/**
 * The UserManager, built once from the settings in index.html or else from GET /api/auth/config (public), in the
 * response mode the provider supports. Rejects when the config is unavailable.
 */
export function getUserManager(): Promise<UserManager> {
  if (!managerPromise) {
    const inline = inlineAuthConfig();
    const settings = inline
      ? Promise.resolve(inline)
      : http.get<unknown>('/auth/config', { anonymous: true });
    managerPromise = settings.then(async (config) => {
      if (!isAuthConfig(config))
        throw new Error('The sign-in configuration (/api/auth/config) is unavailable.');
      const built = buildUserManagerSettings(config, window.location.origin, window.localStorage);
      return new UserManager(await withProviderResponseMode(built));
    });
    // a failed config load may be retried by the next caller
    managerPromise.catch(() => {
      managerPromise = null;
    });
  }
  return managerPromise;
}

/** The access token of the signed-in user, or null (no user, expired, or no provider). */
export async function getAccessToken(): Promise<string | null> {
  try {
    const user = await (await getUserManager()).getUser();
    return user && !user.expired ? user.access_token : null;
  } catch {
    return null;
  }
}

/** The path, query and hash of the current page: where the sign-in should come back to. */
function currentReturnTo(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Starts the redirect sign-in (SPEC §6). The organization goes along so the provider's sign-in page shows
 * its colours; several failing calls at once start it only once.
 */
export async function signIn(returnTo: string = currentReturnTo()): Promise<void> {
  if (redirecting) return;
  redirecting = true;
  try {
    const manager = await getUserManager();
    await manager.signinRedirect({
      state: { returnTo } satisfies SignInState,
      extraQueryParams: { organization: slugFromPath(returnTo) ?? lastSlug() },
      ui_locales: currentLanguage(),
    });
  } catch (error) {
    redirecting = false;
    throw error;
  }
}

/** True once a sign-in redirect has started; pages then wait instead of showing an error. */
export function isRedirectingToSignIn(): boolean {
  return redirecting;
}

/** Only same-app paths are followed after sign-in; anything else goes to the dashboard. */
function safeReturnTo(value: unknown): string {
  // "/" picks the user's organization once signed in (RootRedirect); anything odd goes there too.
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  return slugFromPath(value) ? value : '/';
}

const callbacks = new Map<string, Promise<string>>();

/**
 * Completes the sign-in on /callback and resolves the path to return to; rejects with SignInFailedError for a
 * token without the API scope (forgotten, so the next sign-in starts afresh). Cached per URL because React's
 * strict mode runs effects twice and an authorization code can be redeemed only once.
 */
export function completeSignIn(url: string = window.location.href): Promise<string> {
  let pending = callbacks.get(url);
  if (!pending) {
    pending = getUserManager().then(async (manager) => {
      const user = await manager.signinRedirectCallback(url);
      const missing = missingApiScope(manager.settings.scope, user.scope);
      if (missing !== undefined) {
        await manager.removeUser();
        throw new SignInFailedError({ kind: 'noApiAccess', scope: missing });
      }
      return safeReturnTo((user.state as SignInState | undefined)?.returnTo);
    });
    callbacks.set(url, pending);
  }
  return pending;
}

/** Logout from the settings menu: forget the local user, then end the provider session (SPEC §6). */
export async function signOut(): Promise<void> {
  const manager = await getUserManager();
  const user = await manager.getUser();
  await manager.removeUser();
  await manager.signoutRedirect({ id_token_hint: user?.id_token });
}
