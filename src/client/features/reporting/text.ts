import { useTranslation } from 'react-i18next';
import { languageKeyOf, type LanguageKey } from '../../../engine/constants';
import { registerTexts } from '../../lib/i18n/register-texts';
import type { Translate } from '../../lib/i18n/translate';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

registerTexts(de, en);

/** The reporting screens' texts (`reporting.*`) in the current language, and that language. */
export function useReportingText(): { t: Translate; locale: LanguageKey } {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as Translate, locale: languageKeyOf(i18n.language) };
}
