import { registerTexts } from '../../lib/i18n/register-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

registerTexts(de, en);

export { useProcessText as useEmployeesText } from '../../process-common/text';
