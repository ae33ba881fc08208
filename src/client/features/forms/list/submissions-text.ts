import { moduleTexts } from '../../../lib/i18n/module-texts';
import { useText } from '../text';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The submissions' texts (`formSubmissions.*`), and the form builder's. */
export const useSubmissionsText = moduleTexts(de, en, useText);
