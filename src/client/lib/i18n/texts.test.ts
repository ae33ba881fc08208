import { describe, expect, it } from 'vitest';
import type { Texts } from './translate';

// Every texts file of the client: the app's (src/client/i18n) and each module's (<module>/i18n), German and English.
const files = import.meta.glob<Texts>('/src/client/**/i18n/*.json', { eager: true, import: 'default' });
const GERMAN = /de-DE\.json$/;
const modules = Object.keys(files)
  .filter((path) => GERMAN.test(path))
  .sort()
  .map((path) => ({
    module: path.replace(/\/i18n\/.*$/, ''),
    de: path,
    en: path.replace(GERMAN, 'en-US.json'),
  }));

/** Every text of a file as [dotted key, value]. */
const entries = (texts: unknown, prefix = ''): [string, unknown][] =>
  texts !== null && typeof texts === 'object'
    ? Object.entries(texts).flatMap(([key, value]) => entries(value, `${prefix}${key}.`))
    : [[prefix.slice(0, -1), texts]];
const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('texts', () => {
  it('finds the app files and the modules beside them', () => {
    expect(modules.map((m) => m.module)).toContain('/src/client');
    expect(modules.length).toBeGreaterThan(20);
  });

  it('has an English file for every German one and the other way round', () => {
    const english = Object.keys(files).filter((path) => !GERMAN.test(path));
    expect(english.sort()).toEqual(modules.map((m) => m.en).sort());
  });

  describe.each(modules)('$module', ({ de, en }) => {
    const german = new Map(entries(files[de]));
    const english = new Map(entries(files[en]));

    it('has every key in both languages', () => {
      expect({
        missingInEnglish: [...german.keys()].filter((key) => !english.has(key)),
        missingInGerman: [...english.keys()].filter((key) => !german.has(key)),
      }).toEqual({ missingInEnglish: [], missingInGerman: [] });
    });

    it('has no empty text', () => {
      const empty = (texts: Map<string, unknown>, language: string) =>
        [...texts]
          .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
          .map(([key]) => `${key} (${language})`);
      expect([...empty(german, 'de-DE'), ...empty(english, 'en-US')]).toEqual([]);
    });

    it('has the same placeholders in both languages', () => {
      for (const [key, text] of german)
        if (english.has(key)) expect(placeholders(english.get(key)), key).toEqual(placeholders(text));
    });
  });

  // Texts are merged into one i18next namespace and the first registered wins: a key defined twice would show one
  // text or the other depending on which module loaded first.
  it('defines each key in one file only', () => {
    const owners = new Map<string, string[]>();
    for (const { de } of modules)
      for (const [key] of entries(files[de])) owners.set(key, [...(owners.get(key) ?? []), de]);
    expect([...owners].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });
});
