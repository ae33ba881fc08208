import { describe, expect, it } from 'vitest';
import { languageKeyOf } from './constants';

describe('languageKeyOf', () => {
  it('keeps a supported language and falls back to German for anything else', () => {
    expect(languageKeyOf('en-US')).toBe('en-US');
    expect(languageKeyOf('de-DE')).toBe('de-DE');
    for (const other of ['en', 'fr-FR', '', undefined]) expect(languageKeyOf(other)).toBe('de-DE');
  });
});
