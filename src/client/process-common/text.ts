import { useTranslation } from 'react-i18next';
import { languageKeyOf, type LanguageKey } from '../../engine/constants';
import './i18n/register';

/**
 * A translate function for keys registered at run time by the process screens (`processCommon.*` and each
 * feature's own), which are not among the compile-time checked keys of the app's files.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export { languageKeyOf };

/** The texts of the process screens in the current language, and that language. */
export function useProcessText(): { t: Translate; locale: LanguageKey } {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as Translate, locale: languageKeyOf(i18n.language) };
}
