import { preload } from 'swr';
import { configureHttpClient, http } from '../api';
import { UNKNOWN_PERSON } from '../lib/session/session-api';
import { getAccessToken, signIn } from './auth/auth-service';
import { router } from './router';

/** Connects the one HTTP client to the sign-in and to navigation (SPEC §8: 401 -> sign-in, 403 -> /error-403). */
export function connectHttpClient(): void {
  configureHttpClient({
    getAccessToken,
    onUnauthorized: () => {
      signIn().catch((error: unknown) => console.error('Sign-in could not start', error));
    },
    onForbidden: () => {
      void router.navigate('/error-403', { replace: true });
    },
  });
}

/** The page chunks of the routes whose page draws a form, started with the app instead of after its shell. */
const loadFeedbackPage = () => import('../features/feedback/feedback-page');
const loadPreviewPage = () => import('../features/forms/preview-page');

/**
 * A form page opened by its URL by a signed-in user loads what it needs in parallel with the session start
 * instead of after it: the page's chunk with the renderer, and its data, which the page takes (a feedback for
 * /{slug}/feedback/{id}, see preloadFeedback; a stored questionnaire for /{slug}/admin/form/preview/{id}, through
 * SWR's preload under the page's own key). Without a user no data is asked for: the organization's shell starts
 * the sign-in.
 */
export async function preloadOpenedFeedback(path: string = window.location.pathname): Promise<void> {
  const feedback = /^\/([^/]+)\/feedback\/(\d+)\/?$/.exec(path);
  const preview = /^\/([^/]+)\/admin\/form\/preview\/([^/]+)\/?$/.exec(path);
  if (feedback) {
    void loadFeedbackPage().catch(() => undefined);
    const [token, api] = await Promise.all([getAccessToken(), import('../features/feedback/api')]);
    if (token) api.preloadFeedback(Number(feedback[2]), decodeURIComponent(feedback[1]));
  } else if (preview) {
    void loadPreviewPage().catch(() => undefined);
    const [token, forms] = await Promise.all([getAccessToken(), import('../features/forms/api')]);
    if (!token) return;
    const key = forms.formKey(decodeURIComponent(preview[2]), decodeURIComponent(preview[1]));
    // the page's fetcher (swrFetcher), except that a person unknown to the organization is the session's to show
    void preload(key, ([url, organization]: readonly [string, string]) =>
      http.get(url, { organization, ownForbiddenCodes: [UNKNOWN_PERSON] }),
    );
  }
}
