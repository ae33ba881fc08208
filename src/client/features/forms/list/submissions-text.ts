import { registerTexts } from '../../../lib/i18n/register-texts';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

registerTexts(de, en);

/** The submissions' texts (`formSubmissions.*`) come with this module; the screens use the feature's useText. */
export { useText as useSubmissionsText } from '../text';
