import type { LanguageKey } from '../../engine/constants';
import { i18n } from '../lib/i18n/i18n';
import { registerTexts } from '../lib/i18n/register-texts';
import type { Translate } from '../lib/i18n/translate';
import de from './i18n/de-DE.json';
import en from './i18n/en-US.json';

registerTexts(de, en);

/** The renderer's texts (`forms.*`, and the app's) in a form's language, which may differ from the app's. */
export function textsIn(locale: LanguageKey): Translate {
  return i18n.getFixedT(locale) as unknown as Translate;
}
