import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../lib/i18n/register-texts';
import type { Translate } from '../../lib/i18n/translate';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

registerTexts(de, en);

/** The archive's texts (`archive.*`) in the current language. */
export function useArchiveText(): { t: Translate } {
  const { t } = useTranslation();
  return { t: t as unknown as Translate };
}
