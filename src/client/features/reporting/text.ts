import { moduleTexts } from '../../lib/i18n/module-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The reporting screens' texts (`reporting.*`). */
export const useReportingText = moduleTexts(de, en);
