/**
 * PrimeReact's Ripple where the app turns ripples off (app.tsx: `ripple: false`): the component then draws
 * nothing, so the browser build takes this stub in its place (vite.config.ts `resolve.alias`) and leaves its
 * 4 KB (1.4 KB gzip) out of the first page.
 */
export const Ripple = (): null => null;
