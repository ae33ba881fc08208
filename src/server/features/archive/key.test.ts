import { describe, expect, it } from 'vitest';
import { archiveKeyOf, processIdOfKey } from './key';

describe('archive keys', () => {
  it('are base64 of the process id, in both alphabets, with or without padding', () => {
    expect(archiveKeyOf(12)).toBe('MTI=');
    expect(processIdOfKey('MTI=')).toBe(12);
    expect(processIdOfKey('MTI')).toBe(12);
    expect(processIdOfKey(archiveKeyOf(2147483647))).toBe(2147483647);
    for (const id of [1, 9, 99, 1234, 98765, 2000000000]) expect(processIdOfKey(archiveKeyOf(id))).toBe(id);
  });

  it('refuse what is not base64 of a process id', () => {
    for (const key of ['', '!!!!', 'MTI==x', 'abc', Buffer.from('0').toString('base64'), archiveKeyOf(0)])
      expect(processIdOfKey(key)).toBeUndefined();
    expect(processIdOfKey(Buffer.from('12a').toString('base64'))).toBeUndefined();
    expect(processIdOfKey(Buffer.from('-5').toString('base64'))).toBeUndefined();
    expect(processIdOfKey(Buffer.from('2147483648').toString('base64'))).toBeUndefined();
    expect(processIdOfKey('MTJ=')).toBeUndefined();
  });
});
