import { Toast } from 'primereact/toast';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { takeRecentErrorId } from '../../api';
import { ToastContext, type ToastApi } from '../../lib/toast/toast-context';

/** One toast outlet for the app; messages are translation keys so they follow the language. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  const api = useMemo<ToastApi>(
    () => ({
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
        toast.current?.show({
          severity: 'error',
          summary: t('errors.generic'),
          detail,
          life: errorId ? 15000 : 6000,
        });
      },
      showSuccess: (message) => toast.current?.show({ severity: 'success', summary: message, life: 3500 }),
      showInfo: (message) => toast.current?.show({ severity: 'info', summary: message, life: 6000 }),
    }),
    [t],
  );
  return (
    <ToastContext.Provider value={api}>
      <Toast ref={toast} position="bottom-right" />
      {children}
    </ToastContext.Provider>
  );
}
