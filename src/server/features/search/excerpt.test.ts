import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPattern, excerptAround } from './excerpt';

describe('excerptAround', () => {
  it('shows the words around the match, cut with an ellipsis', () => {
    const text = `${'a'.repeat(100)} Reporting-Tool ${'b'.repeat(100)}`;
    const excerpt = excerptAround(text, 'reporting', 10);
    expect(excerpt).toBe(`…${'a'.repeat(9)} Reporting-Tool ${'b'.repeat(4)}…`);
    expect(excerptAround('Kurz und gut', 'gut')).toBe('Kurz und gut');
  });

  it('always contains the keyword when the text does, and never exceeds its window', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.string(),
        (before, keyword, after) => {
          const safe = keyword.replace(/\s/g, 'x');
          const excerpt = excerptAround(
            `${before.replace(/\s/g, '')}${safe}${after.replace(/\s/g, '')}`,
            safe,
            20,
          );
          expect(excerpt.toLocaleLowerCase()).toContain(safe.toLocaleLowerCase());
          expect(excerpt.length).toBeLessThanOrEqual(2 * 20 + safe.length + 2);
        },
      ),
    );
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards in the keyword literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
