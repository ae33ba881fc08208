import { Toast } from 'primereact/toast';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type MessageKey = 'errors.generic' | 'errors.notSaved';

type ToastApi = {
  showError: (key?: MessageKey) => void;
  /** a success message of SPEC §8 (saved, submitted, veto saved, ...), already in the user's language */
  showSuccess: (message: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** One toast outlet for the app; messages are translation keys so they follow the language. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  const api = useMemo<ToastApi>(
    () => ({
      showError: (key = 'errors.generic') =>
        toast.current?.show({ severity: 'error', summary: t('errors.generic'), detail: t(key), life: 6000 }),
      showSuccess: (message) => toast.current?.show({ severity: 'success', summary: message, life: 3500 }),
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

/** Shows toasts; only inside ToastProvider. */
export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast needs a ToastProvider');
  return value;
}
