import { describe, expect, it } from 'vitest';
import de from './de-DE.json';
import en from './en-US.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('German and English have the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(de).sort());
  });

  it('no text is empty', () => {
    const empty = (file: unknown) =>
      keys(file).filter(
        (key) => !key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], file),
      );
    expect(empty(de)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });
});
