import './i18n/register';

export { useProcessText as useProcessesText, type Translate } from '../../process-common/text';
