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

/**
 * PrimeReact, everywhere: no ripple, and accessibility repairs of its markup (axe): a switch is one
 * control (the wrapper does not claim to be a second checkbox around the input); a dropdown's hidden form
 * select and its mouse-only chevron stay out of the accessibility tree (the combobox itself is labelled); a
 * table's scrolling wrapper takes the focus, so the keyboard can scroll it.
 */
const primeConfig = {
  ripple: false,
  pt: {
    inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
    dropdown: { select: { 'aria-hidden': true }, trigger: { 'aria-hidden': true } },
    // a table that scrolls sideways on a small screen can be scrolled by keyboard too
    datatable: { wrapper: { tabIndex: 0 } },
  },
} as const;

/** The providers of the app, outermost first: components, language, data, sign-in, theme, toasts, routes. */
export function App() {
  return (
    <PrimeReactProvider value={primeConfig}>
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
