import './i18n/register';

export { useProcessText as usePdcEdcText, type Translate } from '../../process-common/text';
