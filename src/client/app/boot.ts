import { configureHttpClient } from '../api';
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
 * A feedback page opened by its URL (/{slug}/feedback/{id}) by a signed-in user: its feedback loads while the
 * session starts, instead of after it (the page takes the answer, see preloadFeedback). Without a user there
 * is nothing to load: the organization's shell starts the sign-in.
 */
export async function preloadOpenedFeedback(path: string = window.location.pathname): Promise<void> {
  const opened = /^\/([^/]+)\/feedback\/(\d+)\/?$/.exec(path);
  if (!opened) return;
  const [token, feedback] = await Promise.all([getAccessToken(), import('../features/feedback/api')]);
  if (token) feedback.preloadFeedback(Number(opened[2]), decodeURIComponent(opened[1]));
}
