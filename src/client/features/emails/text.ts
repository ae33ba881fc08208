import { moduleTexts } from '../../lib/i18n/module-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The texts of the e-mail overview (`emails.*`). */
export const useEmailsText = moduleTexts(de, en);
