import { moduleTexts } from '../lib/i18n/module-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The questionnaire renderer's texts (`forms.*`). */
export const useRendererText = moduleTexts(de, en);

/** The renderer's texts in a form's language, which may differ from the app's. */
export const textsIn = useRendererText.in;
