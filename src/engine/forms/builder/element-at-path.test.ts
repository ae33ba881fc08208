import { describe, expect, it } from 'vitest';
import { buildElement, buildGroup, buildQuestionnaire } from '../testing/factories';
import { elementAtPath } from './element-at-path';

const q = buildQuestionnaire([
  [buildElement('textSection', 'a'), buildGroup('g', [buildElement('textQuestion', 'b')])],
]);

describe('elementAtPath', () => {
  it('finds the innermost element a pointer points into', () => {
    expect(elementAtPath(q, '/pages/0/elements/0/name')?.id).toBe('a');
    expect(elementAtPath(q, '/pages/0/elements/1/elements/0/items/3/title')?.id).toBe('b');
    expect(elementAtPath(q, '/pages/0/elements/1')?.id).toBe('g');
  });

  it('is undefined outside elements or for positions that do not exist', () => {
    expect(elementAtPath(q, '/name')).toBeUndefined();
    expect(elementAtPath(q, '/pages/0/title')).toBeUndefined();
    expect(elementAtPath(q, '/pages/4/elements/0')).toBeUndefined();
    expect(elementAtPath(q, '/pages/0/elements/9/id')).toBeUndefined();
  });
});
