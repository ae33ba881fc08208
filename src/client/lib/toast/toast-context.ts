import { createContext, useContext } from 'react';

type MessageKey = 'errors.generic' | 'errors.notSaved';

export type ToastApi = {
  showError: (key?: MessageKey) => void;
  /** a success message of SPEC §8 (saved, submitted, veto saved, ...), already in the user's language */
  showSuccess: (message: string) => void;
  /** news that is neither a success nor a failure (e.g. a page that moved on), already in the user's language */
  showInfo: (message: string) => void;
};

/** The app's one toast outlet; provided by the app's ToastProvider. */
export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts; only inside ToastProvider. */
export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast needs a ToastProvider');
  return value;
}
