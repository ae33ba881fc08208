import { describe, expect, it } from 'vitest';
import { REPORT_MAX_RECIPIENT_IDS } from '../../../engine/reporting';
import { parseRecipients } from './recipients';

describe('parseRecipients', () => {
  it('reads the comma-separated ids of the URL, once each, in their order', () => {
    expect(parseRecipients('12,3,12,40')).toEqual([12, 3, 40]);
  });

  it('leaves out what is no row id: empty parts, zero, signs, words, beyond PostgreSQL integer', () => {
    expect(parseRecipients(',0,-4,x,7,2147483648,2147483647,')).toEqual([7, 2147483647]);
  });

  it('nothing picked: no ids', () => {
    expect(parseRecipients(undefined)).toEqual([]);
    expect(parseRecipients('')).toEqual([]);
  });

  it('keeps at most as many ids as the server takes', () => {
    const many = Array.from({ length: REPORT_MAX_RECIPIENT_IDS + 5 }, (_, i) => i + 1).join(',');
    expect(parseRecipients(many)).toHaveLength(REPORT_MAX_RECIPIENT_IDS);
  });
});
