import { PrimeReactProvider } from 'primereact/api';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrFetcher } from '../api';
import { AuthProvider } from './auth/auth-provider';
import { i18n } from '../lib/i18n/i18n';
import { router } from './router';
import { ThemeProvider } from './theme/theme-provider';
import { ToastProvider } from './toast/toast-provider';

// Failures resolve null in the HTTP client (SPEC §8), so SWR retries would only repeat them.
const swrConfig = { fetcher: swrFetcher, shouldRetryOnError: false, revalidateOnFocus: false };

/** The providers of the app, outermost first: components, language, data, sign-in, theme, toasts, routes. */
export function App() {
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={swrConfig}>
          <AuthProvider>
            <ThemeProvider>
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </ThemeProvider>
          </AuthProvider>
        </SWRConfig>
      </I18nextProvider>
    </PrimeReactProvider>
  );
}
