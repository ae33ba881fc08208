import type { Toast, ToastMessage } from 'primereact/toast';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { takeRecentErrorId } from '../../api';
import { ToastContext, type ToastApi } from '../../lib/toast/toast-context';

/**
 * PrimeReact's Toast is not part of the first page: it loads with the first message, or before that as soon as
 * the user first presses a key or a pointer (messages follow what the user does: saved, not saved, copied).
 */
const loadToast = () => import('primereact/toast').then((module) => module.Toast);

/** One toast outlet for the app; messages are translation keys so they follow the language. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  const [ToastOutlet, setToastOutlet] = useState<typeof Toast | null>(null);
  // messages shown before the Toast had loaded, shown once it is drawn
  const waiting = useRef<ToastMessage[]>([]);

  const loadOutlet = useCallback(
    () =>
      loadToast().then(
        (loaded) => setToastOutlet(() => loaded),
        (error: unknown) => console.error('The toast outlet could not load', error),
      ),
    [],
  );

  const api = useMemo<ToastApi>(() => {
    const show = (message: ToastMessage) => {
      if (toast.current) return toast.current.show(message);
      waiting.current.push(message);
      void loadOutlet();
    };
    return {
      showError: (key = 'errors.generic') => {
        // after a server fault, the id of its error log entry, for the user to report
        const errorId = takeRecentErrorId();
        const detail = (
          <>
            {t(key)}
            {errorId && (
              <span
                style={{ display: 'block', marginTop: '0.25rem', userSelect: 'all' }}
                data-testid="toast-error-id"
              >
                {t('errors.errorId', { errorId })}
              </span>
            )}
          </>
        );
        show({
          severity: 'error',
          summary: t('errors.generic'),
          detail,
          life: errorId ? 15000 : 6000,
        });
      },
      showSuccess: (message) => show({ severity: 'success', summary: message, life: 3500 }),
      showInfo: (message) => show({ severity: 'info', summary: message, life: 6000 }),
    };
  }, [t, loadOutlet]);

  useEffect(() => {
    if (ToastOutlet) return;
    const preload = () => void loadOutlet();
    const options = { once: true, capture: true } as const;
    document.addEventListener('pointerdown', preload, options);
    document.addEventListener('keydown', preload, options);
    return () => {
      document.removeEventListener('pointerdown', preload, options);
      document.removeEventListener('keydown', preload, options);
    };
  }, [ToastOutlet, loadOutlet]);

  useEffect(() => {
    if (!ToastOutlet || !toast.current) return;
    const messages = waiting.current.splice(0);
    if (messages.length > 0) toast.current.show(messages);
  }, [ToastOutlet]);

  return (
    <ToastContext.Provider value={api}>
      {ToastOutlet && <ToastOutlet ref={toast} position="bottom-right" />}
      {children}
    </ToastContext.Provider>
  );
}
