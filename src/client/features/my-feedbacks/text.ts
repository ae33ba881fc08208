import './i18n/register';

export { useProcessText as useMyFeedbacksText } from '../../process-common/text';
