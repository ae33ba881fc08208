import { useTranslation } from 'react-i18next';
import { languageKeyOf, type LanguageKey } from '../../../engine/constants';
import { i18n } from './i18n';
import type { AppTextKey, TextKey, Texts, Translate, TranslateIn } from './translate';

/** The same keys as `T`, with any strings: a module's English file has every key of its German one. */
type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** A module's texts hook, with its texts in a given language for use outside React. */
export type TextsHook<K extends string> = {
  /** The texts in the current language, that language, and the texts in a given language. */
  (): { t: Translate<K>; locale: LanguageKey; tIn: TranslateIn<K> };
  /** The texts in a given language, which may differ from the app's (a form's language). */
  in: (language: LanguageKey) => Translate<K>;
};

type KeysOf<Hook> = Hook extends TextsHook<infer K> ? K : never;

/**
 * Registers a module's texts (its `i18n/de-DE.json` and `i18n/en-US.json`) with the app's i18next instance and
 * returns the module's texts hook. Its `t` takes the module's keys, the app's, and those of the hooks the module
 * builds on (`builtOn`: modules whose texts it uses too, registered when they load). Called at the top level of
 * the module (a feature's `text.ts`), so that a lazy-loaded feature brings its texts with its chunk.
 */
export function moduleTexts<De extends Texts, BuiltOn extends TextsHook<string>[] = []>(
  de: De,
  en: SameKeys<De>,
  ..._builtOn: BuiltOn
): TextsHook<TextKey<De> | AppTextKey | KeysOf<BuiltOn[number]>> {
  type Key = TextKey<De> | AppTextKey | KeysOf<BuiltOn[number]>;
  // merged into the one namespace without overwriting; texts.test.ts keeps each key in one file
  i18n.addResourceBundle('de-DE', 'translation', de, true, false);
  i18n.addResourceBundle('en-US', 'translation', en, true, false);
  // i18next's own typing knows the app's keys only (i18next.d.ts); Translate<Key> checks the module's
  const textsIn = (language: LanguageKey) => i18n.getFixedT(language) as unknown as Translate<Key>;
  const tIn: TranslateIn<Key> = (language, key, options) => textsIn(language)(key, options);
  function useTexts() {
    const { t, i18n: instance } = useTranslation();
    return { t: t as unknown as Translate<Key>, locale: languageKeyOf(instance.language), tIn };
  }
  return Object.assign(useTexts, { in: textsIn });
}
