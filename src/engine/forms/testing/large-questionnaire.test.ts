import { describe, expect, it } from 'vitest';
import { checkQuestionnaire } from '../check-questionnaire';
import { elementsInOrder } from '../questionnaire-index';
import { validateQuestionnaire } from '../validate-questionnaire';
import { buildLargeQuestionnaire } from './large-questionnaire';

describe('buildLargeQuestionnaire', () => {
  it.each([1, 7, 60, 500])('builds exactly %i valid elements', (n) => {
    const q = buildLargeQuestionnaire(n);
    expect(elementsInOrder(q)).toHaveLength(n);
    expect(validateQuestionnaire(q).ok).toBe(true);
    expect(checkQuestionnaire(q)).toEqual([]);
  });

  it('includes nested conditional groupings and every answer kind', () => {
    const elements = elementsInOrder(buildLargeQuestionnaire(500));
    expect(elements.filter((e) => e.hasCondition).length).toBeGreaterThan(10);
    expect(new Set(elements.map((e) => e.type)).size).toBe(10);
  });
});
