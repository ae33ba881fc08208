import { useRendererText } from '../../forms/text';
import { moduleTexts } from '../../lib/i18n/module-texts';
import { useProcessText } from '../../process-common/text';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The feature's texts, those of the process screens, and the career form's (`forms.career.*`, `forms.hardfacts.*`). */
export const usePromotionsText = moduleTexts(de, en, useProcessText, useRendererText);
