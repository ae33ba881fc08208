import darkHref from 'primereact/resources/themes/lara-dark-blue/theme.css?url';
import lightHref from 'primereact/resources/themes/lara-light-blue/theme.css?url';
import type { ThemeMode } from '../../../engine/constants';

const LINK_ID = 'dpt-prime-theme';
const MARK = 'data-dpt-prime-theme';

/**
 * Switches the PrimeReact theme stylesheet. The new <link> goes in beside the old one, which leaves only
 * when the new one has loaded, so the page never shows unstyled. The links sit at the top of <head>, so the
 * app's own stylesheets (org colours, layout) come later and win.
 */
export function applyPrimeTheme(mode: ThemeMode): void {
  const href = mode === 'dark' ? darkHref : lightHref;
  const current = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (current?.getAttribute('href') === href) return;
  const next = document.createElement('link');
  next.rel = 'stylesheet';
  next.href = href;
  next.setAttribute(MARK, '');
  const settle = () => {
    // a later switch may have replaced this link already; then that one cleans up
    if (next.id !== LINK_ID) return;
    for (const link of document.querySelectorAll(`link[${MARK}]`)) if (link !== next) link.remove();
  };
  next.addEventListener('load', settle, { once: true });
  next.addEventListener('error', settle, { once: true });
  current?.removeAttribute('id');
  next.id = LINK_ID;
  if (current) current.after(next);
  else document.head.prepend(next);
}
