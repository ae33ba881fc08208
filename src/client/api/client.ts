import { CLIENT_ID } from '../lib/hubs/client-id';
import { createHttpClient, type HttpClientDeps } from './http-client';

const RESERVED_FIRST_SEGMENTS = new Set(['callback', 'silent-renew', 'error-403', 'error-500']);

/** The organization slug of a path: its first segment, unless that is one of the routes outside organizations. */
export function slugFromPath(pathname: string): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return first && !RESERVED_FIRST_SEGMENTS.has(first) ? decodeURIComponent(first) : null;
}

// Until the app boots (configureHttpClient), calls behave as if nobody were signed in.
let deps: HttpClientDeps = {
  baseUrl: '/api',
  fetch: (...args) => globalThis.fetch(...args),
  getAccessToken: async () => null,
  getOrganization: () => (typeof window === 'undefined' ? null : slugFromPath(window.location.pathname)),
  onUnauthorized: () => undefined,
  onForbidden: () => undefined,
  clientId: CLIENT_ID,
};

/** Wires the client to the app's sign-in and navigation; called once at start (src/client/app/boot). */
export function configureHttpClient(overrides: Partial<HttpClientDeps>): void {
  deps = { ...deps, ...overrides };
}

// Delegates through `deps` at call time, so configuring after import still takes effect.
const live: HttpClientDeps = {
  get baseUrl() {
    return deps.baseUrl;
  },
  fetch: (...args) => deps.fetch(...args),
  getAccessToken: () => deps.getAccessToken(),
  getOrganization: () => deps.getOrganization(),
  onUnauthorized: () => deps.onUnauthorized(),
  onForbidden: () => deps.onForbidden(),
  get clientId() {
    return deps.clientId;
  },
};

/** The one HTTP client of the app (SPEC §8). Components use it through feature api modules, never fetch. */
export const http = createHttpClient(live);
