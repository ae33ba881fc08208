import { registerTexts } from '../../lib/i18n/register-texts';
// the goal editor's own texts (forms.targets.*, forms.targetStatus.*)
import '../../forms/text';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

registerTexts(de, en);

export { useProcessText as useTargetsText } from '../../process-common/text';
