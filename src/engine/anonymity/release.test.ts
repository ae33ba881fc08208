import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inContentOrder, releasedAnswers, releasedCount } from './release';

describe('releasedCount', () => {
  it('shows nothing below the threshold and whole blocks above it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => releasedCount(n, 3))).toEqual([0, 0, 0, 3, 3, 3, 6, 6]);
  });

  it('never lets a threshold below two show a single answer', () => {
    expect(releasedCount(1, 1)).toBe(0);
    expect(releasedCount(1, 0)).toBe(0);
    expect(releasedCount(3, 1)).toBe(2);
  });

  it('two views one answer apart show the same or differ by at least a threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 2, max: 20 }), (n, t) => {
        const before = releasedCount(n, t);
        const after = releasedCount(n + 1, t);
        expect(after === before || after - before >= t).toBe(true);
        expect(after).toBeLessThanOrEqual(n + 1);
        expect(before === 0 || before >= t).toBe(true);
      }),
    );
  });

  it('releases the oldest answers first', () => {
    expect(releasedAnswers(['a', 'b', 'c', 'd'], 3)).toEqual(['a', 'b', 'c']);
    expect(releasedAnswers(['a', 'b'], 3)).toEqual([]);
  });
});

describe('inContentOrder', () => {
  it('orders by element, row and text and drops blanks, whatever order they came in', () => {
    const texts = [
      { elementId: 'b', itemId: null, text: 'zwei' },
      { elementId: 'a', itemId: 'r2', text: 'x' },
      { elementId: 'a', itemId: 'r1', text: 'y' },
      { elementId: 'b', itemId: null, text: 'eins' },
      { elementId: 'a', itemId: null, text: '  ' },
    ];
    const expected = [
      { elementId: 'a', itemId: 'r1', text: 'y' },
      { elementId: 'a', itemId: 'r2', text: 'x' },
      { elementId: 'b', itemId: null, text: 'eins' },
      { elementId: 'b', itemId: null, text: 'zwei' },
    ];
    expect(inContentOrder(texts)).toEqual(expected);
    expect(inContentOrder([...texts].reverse())).toEqual(expected);
  });
});
