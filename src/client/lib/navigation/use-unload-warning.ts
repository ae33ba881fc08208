import { useEffect } from 'react';

/**
 * While `active`, leaving the page (reload, closing the tab) asks the browser's own question first, so that
 * unsaved work is not lost without asking.
 */
export function useUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
