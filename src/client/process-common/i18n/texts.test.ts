import { describe, it } from 'vitest';
import { expectMatchingTexts } from './check-texts';
import de from './de-DE.json';
import en from './en-US.json';

describe('process texts', () => {
  it('German and English have the same keys and placeholders, none empty', () => {
    expectMatchingTexts(de, en, 'processCommon');
  });
});
