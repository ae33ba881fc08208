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
