import './i18n/register';

export { useProcessText as useFeedbackText, type Translate } from '../../process-common/text';
