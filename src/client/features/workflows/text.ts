import { useTranslation } from 'react-i18next';
import { languageKeyOf, type LanguageKey } from '../../../engine/constants';
import './i18n/register';

/**
 * A translate function for this feature's own keys (`workflowEditor.*`, registered at run time, so they are
 * not among the compile-time checked keys of the app's files) and the engine's `workflows.*` keys.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The feature's texts in the current language, and that language. */
export function useText(): {
  t: Translate;
  locale: LanguageKey;
  /** a text in a given language, e.g. to name a new status in both */
  tIn: (language: LanguageKey, key: string) => string;
} {
  const { t, i18n } = useTranslation();
  const locale = languageKeyOf(i18n.language);
  const tIn = (lng: LanguageKey, key: string) => (i18n.getFixedT(lng) as unknown as Translate)(key);
  return { t: t as unknown as Translate, locale, tIn };
}
