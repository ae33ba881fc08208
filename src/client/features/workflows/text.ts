import { useTranslation } from 'react-i18next';
import { languageKeyOf, type LanguageKey } from '../../../engine/constants';
import { registerTexts } from '../../lib/i18n/register-texts';
import type { Translate } from '../../lib/i18n/translate';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

registerTexts(de, en);

/** The feature's texts (`workflowEditor.*`, and the engine's `workflows.*`) in the current language, and that language. */
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
