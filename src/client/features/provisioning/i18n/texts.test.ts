import { describe, it } from 'vitest';
import { expectMatchingTexts } from '../../../process-common/i18n/check-texts';
import de from './de-DE.json';
import en from './en-US.json';

describe('provisioning texts', () => {
  it('German and English have the same keys and placeholders, all under provisioning', () => {
    expectMatchingTexts(de, en, 'provisioning');
  });
});
