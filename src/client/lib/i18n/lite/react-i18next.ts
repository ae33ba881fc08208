import {
  createContext,
  createElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { I18n, TFunction } from './i18next';

/**
 * The part of react-i18next the app uses, over the lite i18next beside it (see there): the provider,
 * `useTranslation()` (re-rendering on a language change, `t` stable per language) and `initReactI18next`.
 */

let defaultInstance: I18n | null = null;
const I18nContext = createContext<I18n | null>(null);

export const initReactI18next = {
  type: '3rdParty',
  init(instance: I18n) {
    defaultInstance = instance;
  },
};

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation(): [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean } {
  const i18n = useContext(I18nContext) ?? defaultInstance;
  if (!i18n) throw new Error('useTranslation: no i18n instance (initReactI18next or I18nextProvider)');
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  return useMemo(() => {
    const t = i18n.getFixedT(language);
    return Object.assign([t, i18n, true] as [TFunction, I18n, boolean], { t, i18n, ready: true });
  }, [i18n, language]);
}
