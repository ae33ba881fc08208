import type { UserManager } from 'oidc-client-ts';
import { http, slugFromPath } from '../../api';
import { currentLanguage } from '../../lib/i18n/i18n';
import { lastSlug } from '../../lib/session/last-slug';
import { isAuthConfig, type AuthConfig } from './auth-config';
import {
  isExpired,
  readStoredUser,
  redeemSignIn,
  redirectToSignIn,
  type StoredUser,
} from './redirect-sign-in';

/**
 * The sign-in of SPEC §6. The way to the dashboard (redirect, callback, a stored token as Bearer header) needs
 * no library (redirect-sign-in.ts); oidc-client-ts loads when the silent renewal or the sign-out is due, and
 * then renews automatically as before.
 */

/** oidc-client-ts loads this long before the access token expires: it renews 60 s before, itself. */
const LOAD_BEFORE_EXPIRY_S = 120;

let configPromise: Promise<AuthConfig> | null = null;
let managerPromise: Promise<UserManager> | null = null;
let renewalTimer: ReturnType<typeof setTimeout> | undefined;
let redirecting = false;

type UserListener = (user: StoredUser | null) => void;
const listeners = new Set<UserListener>();

/** Calls `listener` whenever the signed-in user changes (signed in, renewed, gone); returns the unsubscribe. */
export function onUserChange(listener: UserListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(user: StoredUser | null) {
  for (const listener of listeners) listener(user);
}

/** GET /api/auth/config (public), loaded once. Rejects when the config is unavailable. */
export function getAuthConfig(): Promise<AuthConfig> {
  if (!configPromise) {
    configPromise = http.get<unknown>('/auth/config', { anonymous: true }).then((config) => {
      if (!isAuthConfig(config))
        throw new Error('The sign-in configuration (/api/auth/config) is unavailable.');
      return config;
    });
    // a failed config load may be retried by the next caller
    configPromise.catch(() => {
      configPromise = null;
    });
  }
  return configPromise;
}

/**
 * oidc-client-ts's UserManager, loaded and built once; its events reach `onUserChange`. Loading it arms its
 * automatic silent renewal for the stored user.
 */
export function getUserManager(): Promise<UserManager> {
  if (!managerPromise) {
    managerPromise = Promise.all([getAuthConfig(), import('./user-manager')]).then(([config, module]) => {
      const manager = module.createUserManager(config);
      manager.events.addUserLoaded((user) => publish(user as unknown as StoredUser));
      manager.events.addUserUnloaded(() => publish(null));
      manager.events.addAccessTokenExpired(() => publish(null));
      clearTimeout(renewalTimer);
      void manager.getUser();
      return manager;
    });
    managerPromise.catch(() => {
      managerPromise = null;
    });
  }
  return managerPromise;
}

/** Loads oidc-client-ts in time for it to renew the user's access token before it expires. */
function scheduleRenewal(user: StoredUser) {
  if (managerPromise || user.expires_at === undefined) return;
  clearTimeout(renewalTimer);
  const inMs = (user.expires_at - LOAD_BEFORE_EXPIRY_S) * 1000 - Date.now();
  renewalTimer = setTimeout(() => void getUserManager().catch(() => {}), Math.max(0, inMs));
}

/** The signed-in user, or null (no user, or its token expired); never rejects. */
async function storedUser(): Promise<StoredUser | null> {
  try {
    const user = readStoredUser(await getAuthConfig(), window.localStorage);
    return user && !isExpired(user) ? user : null;
  } catch {
    return null;
  }
}

/** The access token of the signed-in user, or null (no user, expired, or no provider). */
export async function getAccessToken(): Promise<string | null> {
  return (await storedUser())?.access_token ?? null;
}

/**
 * The stored user when the app starts. One whose token expired (tab closed for a while) gets one silent
 * renewal before counting as signed out. Rejects when the sign-in configuration is unavailable.
 */
export async function restoreUser(): Promise<StoredUser | null> {
  const user = readStoredUser(await getAuthConfig(), window.localStorage);
  if (!user) return null;
  if (!isExpired(user)) {
    scheduleRenewal(user);
    return user;
  }
  try {
    return (await (await getUserManager()).signinSilent()) as unknown as StoredUser | null;
  } catch {
    return null;
  }
}

/** The path, query and hash of the current page: where the sign-in should come back to. */
export function currentReturnTo(): string {
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
    await redirectToSignIn(await getAuthConfig(), window.localStorage, returnTo, {
      organization: slugFromPath(returnTo) ?? lastSlug(),
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
export function safeReturnTo(value: unknown): string {
  // "/" picks the user's organization once signed in (RootRedirect); anything odd goes there too.
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  return slugFromPath(value) ? value : '/';
}

const callbacks = new Map<string, Promise<string>>();

/**
 * Completes the sign-in on /callback and resolves the path to return to. Cached per URL because React's
 * strict mode runs effects twice and an authorization code can be redeemed only once.
 */
export function completeSignIn(url: string = window.location.href): Promise<string> {
  let pending = callbacks.get(url);
  if (!pending) {
    pending = getAuthConfig()
      .then((config) => redeemSignIn(config, window.localStorage, url))
      .then(({ user, returnTo }) => {
        publish(user);
        scheduleRenewal(user);
        return safeReturnTo(returnTo);
      });
    callbacks.set(url, pending);
  }
  return pending;
}

/**
 * Logout from the settings menu: forget the local user, then end the provider session (SPEC §6). The pages
 * that see the user gone do not start a sign-in meanwhile (isRedirectingToSignIn).
 */
export async function signOut(): Promise<void> {
  redirecting = true;
  try {
    const manager = await getUserManager();
    const user = await manager.getUser();
    await manager.removeUser();
    await manager.signoutRedirect({ id_token_hint: user?.id_token });
  } catch (error) {
    redirecting = false;
    throw error;
  }
}
