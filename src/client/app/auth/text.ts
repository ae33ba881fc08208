import { moduleTexts } from '../../lib/i18n/module-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The texts of the sign-in's own pages (`signInFailed.*`). */
export const useSignInText = moduleTexts(de, en);
