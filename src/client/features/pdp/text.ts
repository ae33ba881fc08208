import { moduleTexts } from '../../lib/i18n/module-texts';
import { useProcessText } from '../../process-common/text';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The feature's texts, and those of the process screens (`processCommon.*`). */
export const usePdpText = moduleTexts(de, en, useProcessText);
