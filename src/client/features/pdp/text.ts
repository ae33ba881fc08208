import './i18n/register';

export { useProcessText as usePdpText, type Translate } from '../../process-common/text';
