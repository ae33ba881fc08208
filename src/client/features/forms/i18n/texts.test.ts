import { describe, expect, it } from 'vitest';
import de from './de-DE.json';
import en from './en-US.json';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];
const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const at = (obj: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);

describe('form builder texts', () => {
  it('German and English have the same keys and placeholders, all under formBuilder', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    expect(Object.keys(de)).toEqual(['formBuilder']);
    for (const key of keys(de)) {
      expect(placeholders(at(de, key)), key).toEqual(placeholders(at(en, key)));
      expect(String(at(de, key)).trim(), key).not.toBe('');
    }
  });
});
