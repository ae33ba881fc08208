import type { LanguageKey } from '../../../engine/constants';
import type appTexts from '../../i18n/de-DE.json';

/** A module's texts in one language: nested objects of strings, as in its `i18n/*.json`. */
export type Texts = { [key: string]: string | Texts };

/** The plural suffixes i18next adds to a key (`rows_one`, `rows_other`); `t('rows', { count })` picks one. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The dotted keys of a texts object, as `t` takes them: `{ a: { b: '…', c_one: '…', c_other: '…' } }` -> `'a.b' | 'a.c'`. */
export type TextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralSuffix}` ? Base : K}`
    : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The keys of the app's own files (`src/client/i18n`), which every module may use. */
export type AppTextKey = TextKey<typeof appTexts>;

/** A text's interpolation values, and `count` for plurals. */
export type TextOptions = Record<string, unknown>;

/**
 * `S` when it is one of the keys `K` or built at run time (`string`, or a template such as `` `a.${string}` ``,
 * which no type can check); `K` otherwise, so that a key written out that is none of them does not compile.
 */
type CheckedKey<S extends string, K extends string> = S extends K
  ? S
  : // Record<S, true> is an index signature for a `string` or a template with a hole, which an empty object
    // satisfies; for a written key it is an object that needs that property
    Record<never, never> extends Record<S, true>
    ? S
    : K;

/**
 * A translate function. `Translate<K>` (a module's, from its texts hook) takes the keys `K` and keys built at run
 * time; `Translate` (of any keys) is what helpers that receive `t` declare, and every `Translate<K>` passes as one.
 */
export type Translate<K extends string = string> = <const S extends string>(
  key: CheckedKey<S, K>,
  options?: TextOptions,
) => string;

/** A translate function that takes the language too, e.g. to name a new status in both languages. */
export type TranslateIn<K extends string = string> = <const S extends string>(
  language: LanguageKey,
  key: CheckedKey<S, K>,
  options?: TextOptions,
) => string;
