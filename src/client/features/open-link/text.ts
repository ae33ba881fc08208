import { moduleTexts } from '../../lib/i18n/module-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The texts of the open page (`openLink.*`). */
export const useOpenLinkText = moduleTexts(de, en);
