import { expect } from 'vitest';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];
const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const at = (obj: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);

/** Test helper: German and English texts have the same keys and placeholders, all under `root`, none empty. */
export function expectMatchingTexts(de: unknown, en: unknown, root: string): void {
  expect(keys(de).sort()).toEqual(keys(en).sort());
  expect(Object.keys(de as object)).toEqual([root]);
  for (const key of keys(de)) {
    expect(placeholders(at(de, key)), key).toEqual(placeholders(at(en, key)));
    expect(String(at(de, key)).trim(), key).not.toBe('');
  }
}
