import { moduleTexts } from '../../lib/i18n/module-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The workflow editor's texts (`workflowEditor.*`, and the engine's `workflows.*`). */
export const useText = moduleTexts(de, en);
