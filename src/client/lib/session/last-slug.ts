const STORAGE_KEY = 'dpt.lastOrganization';
const DEFAULT_SLUG = 'demo';

/** The organization last opened in this browser ('demo' before any); `/` redirects there. */
export function lastSlug(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) || DEFAULT_SLUG;
  } catch {
    return DEFAULT_SLUG;
  }
}

/** Remembers an organization once it proved to exist and the user could open it. */
export function rememberSlug(slug: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, slug);
  } catch {
    // storage unavailable: `/` falls back to the default organization
  }
}
