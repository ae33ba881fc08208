import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../lib/i18n/register-texts';
import type { Translate } from '../../lib/i18n/translate';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

registerTexts(de, en);

/** The texts of the unknown-person page (`unknownPerson.*`) in the current language. */
export function useUnknownPersonText(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}
