import { describe, expect, it } from 'vitest';
import { statusSeverity } from './status';

describe('PDC/EDC status colours', () => {
  it('follows the phases of both process types', () => {
    expect([300, 310, 320, 340, 399].map(statusSeverity)).toEqual([
      'info',
      'warning',
      'success',
      'success',
      'secondary',
    ]);
    expect(statusSeverity(510)).toBe('warning');
  });
});
