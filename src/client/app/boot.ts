import { isTokenPage, matchFormPage, type FormPageKind } from '../../engine/pages/form-pages';
import { configureHttpClient, slugFromPath } from '../api';
import { preloadFeedback } from '../features/feedback/feedback-load';
import { preloadForm } from '../features/forms/form-preload';
import { preloadSession } from '../lib/session/session-api';
import { preloadOrganizationTheme } from '../lib/theme/org-theme-api';
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

/**
 * The page chunks of the routes whose page draws a form, started with the app instead of after its shell
 * (the server's index.html has already asked for them, src/server/plugins/index-page.ts; this import takes them).
 */
const loadFormPage: Record<FormPageKind, () => Promise<unknown>> = {
  feedback: () => import('../features/feedback/feedback-page'),
  preview: () => import('../features/forms/preview-page'),
  anonymous: () => import('../features/feedback/anonymous-page'),
};

/**
 * A page opened by its URL asks for what its first paint needs in parallel instead of one after another:
 * the organization's theme (public), and for a signed-in user the session; a form page also its chunk with
 * the renderer and its data, which the page takes (a feedback for /{slug}/feedback/{id}, see preloadFeedback;
 * a stored questionnaire for /{slug}/admin/form/preview/{id}, through SWR's preload under the page's own key).
 * Without a user no data is asked for: the organization's shell starts the sign-in.
 */
export async function preloadOpenedPage(path: string = window.location.pathname): Promise<void> {
  const slug = slugFromPath(path);
  const page = matchFormPage(path);
  if (page) void loadFormPage[page.kind]().catch(() => undefined);
  if (!slug) return;
  preloadOrganizationTheme(slug);
  if (isTokenPage(path)) return;
  if (!(await getAccessToken())) return;
  preloadSession(slug);
  if (page?.kind === 'feedback') preloadFeedback(Number(page.id), page.slug);
  if (page?.kind === 'preview') preloadForm(page.id, page.slug);
}
