import { useTranslation } from 'react-i18next';
import { languageKeyOf, type LanguageKey } from '../../../engine/constants';
import { registerTexts } from '../../lib/i18n/register-texts';
import type { Translate } from '../../lib/i18n/translate';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

registerTexts(de, en);

/** The feature's texts (`formBuilder.*` and the app's) in the current language, that language, and texts in a given language. */
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
