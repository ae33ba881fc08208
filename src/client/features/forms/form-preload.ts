import { preload } from 'swr';
import { http, type ApiKey } from '../../api';
import { UNKNOWN_PERSON } from '../../lib/session/session-api';

/** The SWR key of GET /api/Forms/{id}. */
export const formKey = (id: string, slug: string): ApiKey =>
  [`/Forms/${encodeURIComponent(id)}`, slug] as const;

/**
 * Starts GET /api/Forms/{id} of a preview page opened by its URL while the app's code still loads; the page's
 * useStoredForm takes it under the same key. Small and loaded with the app (src/client/app/boot.ts), so the
 * request waits for no chunk of the page. The page's fetcher (swrFetcher), except that a person unknown to
 * the organization is the session's to show.
 */
export function preloadForm(id: string, slug: string): void {
  preload(formKey(id, slug), ([url, organization]: readonly [string, string]) =>
    http.get(url, { organization, ownForbiddenCodes: [UNKNOWN_PERSON] }),
  ).catch(() => undefined);
}
