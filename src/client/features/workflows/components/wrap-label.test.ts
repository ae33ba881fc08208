import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrap-label';

describe('wrapLabel', () => {
  it('keeps short labels and breaks long ones at words', () => {
    expect(wrapLabel('Not started', 24, 2)).toEqual(['Not started']);
    expect(wrapLabel('Documentation awaiting approval', 24, 2)).toEqual([
      'Documentation awaiting',
      'approval',
    ]);
  });

  it('cuts what does not fit into the lines with an ellipsis', () => {
    const lines = wrapLabel('Reviewed within the last six months of the plan', 16, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    expect(lines.every((l) => l.length <= 16)).toBe(true);
    expect(wrapLabel('Dokumentationsfreigabeverfahren', 10, 2)).toEqual(['Dokumenta…']);
  });
});
