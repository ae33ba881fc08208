import { useTranslation } from 'react-i18next';
import { registerTexts } from '../../lib/i18n/register-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

registerTexts(de, en);

/** The reporting screens' texts (German and English). */
export const useReportingText = () => useTranslation();
