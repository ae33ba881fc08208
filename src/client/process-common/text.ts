import { moduleTexts } from '../lib/i18n/module-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The texts of the process screens (`processCommon.*`); each process feature's hook builds on it. */
export const useProcessText = moduleTexts(de, en);
