import './i18n/register';

export { useProcessText as useDashboardText } from '../../process-common/text';
