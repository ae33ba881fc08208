import { useRendererText } from '../../forms/text';
import { moduleTexts } from '../../lib/i18n/module-texts';
import { useProcessText } from '../../process-common/text';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The feature's texts, those of the process screens, and the goal editor's (`forms.targets.*`, `forms.targetStatus.*`). */
export const useTargetsText = moduleTexts(de, en, useProcessText, useRendererText);
