import { useTranslation } from 'react-i18next';
import { languageKeyOf, type LanguageKey } from '../../../engine/constants';
import './i18n/register';

/** A translate function for this feature's run-time registered keys (`formBuilder.*`) and the app's. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The feature's texts in the current language, that language, and texts in a given language. */
export function useText(): {
  t: Translate;
  locale: LanguageKey;
  tIn: (language: LanguageKey, key: string, options?: Record<string, unknown>) => string;
} {
  const { t, i18n } = useTranslation();
  const locale = languageKeyOf(i18n.language);
  const tIn = (lng: LanguageKey, key: string, options?: Record<string, unknown>) =>
    (i18n.getFixedT(lng) as unknown as Translate)(key, options);
  return { t: t as unknown as Translate, locale, tIn };
}
