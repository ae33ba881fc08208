import { moduleTexts } from '../../lib/i18n/module-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

/** The provisioning page's texts (`provisioning.*`). */
export const useProvisioningText = moduleTexts(de, en);
