import './i18n/register';
// the goal editor's own texts (forms.targets.*, forms.targetStatus.*)
import '../../forms/i18n/register';

export { useProcessText as useTargetsText, type Translate } from '../../process-common/text';
