import './i18n/register';

export { useProcessText as usePromotionsText, type Translate } from '../../process-common/text';
