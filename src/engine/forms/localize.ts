import { LANGUAGES, type LanguageKey } from '../constants';
import type { FormElement, Localized } from './questionnaire-types';

/**
 * Pure. The text in `locale`, else in the first other supported language that has one (a form written in only
 * one language still shows text), else undefined. Empty strings count as missing.
 */
export function localize(text: Localized | undefined, locale: LanguageKey): string | undefined {
  if (!text) return undefined;
  const own = text[locale];
  if (own) return own;
  for (const language of LANGUAGES) {
    const other = text[language];
    if (other) return other;
  }
  return undefined;
}

/** Pure. How messages name an element: its localized title, or its id when it has none. */
export function elementLabel(element: FormElement, locale: LanguageKey): string {
  return localize(element.title, locale) ?? element.id;
}
