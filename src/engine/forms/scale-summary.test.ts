import { describe, expect, it } from 'vitest';
import { emptyFeedbackValues, type FeedbackValues } from './answer-types';
import { hasNoAnswers, summarizeScales } from './scale-summary';
import { bilingual, buildElement, buildGroup, buildQuestionnaire } from './testing/factories';

const q = buildQuestionnaire([
  [
    buildElement('scaleQuestion', 'mood', { minValue: 1, maxValue: 4 }),
    buildElement('scaleMatrix', 'team', {
      items: [
        { id: 'a', index: 0, title: bilingual('A') },
        { id: 'b', index: 1, title: bilingual('B') },
      ],
    }),
    buildGroup('more', [buildElement('scaleQuestion', 'why', { minValue: 1, maxValue: 3 })], {
      hasCondition: true,
      condition: { elementId: 'mood', operator: 'lessThan', value: 3 },
    }),
  ],
]);

const values = (patch: Partial<FeedbackValues>): FeedbackValues => ({ ...emptyFeedbackValues(), ...patch });

describe('summarizeScales', () => {
  it('sums each scale and matrix row, with count, average and distribution', () => {
    const summary = summarizeScales(q, [
      { questionnaire: q, values: values({ itemValues: [{ elementId: 'mood', value: 4 }] }) },
      {
        questionnaire: q,
        values: values({
          itemValues: [{ elementId: 'mood', value: 1 }],
          matrixValues: [{ elementId: 'team', itemId: 'b', value: 5 }],
        }),
      },
    ]);
    expect(summary.map((s) => [s.elementId, s.itemId, s.count, s.sum, s.average])).toEqual([
      ['mood', null, 2, 5, 2.5],
      ['team', 'a', 0, 0, null],
      ['team', 'b', 1, 5, 5],
      ['why', null, 0, 0, null],
    ]);
    expect(summary[0].distribution).toEqual([1, 0, 0, 1]);
  });

  it('leaves out answers inside a grouping whose condition was unmet in that submission', () => {
    const summary = summarizeScales(q, [
      {
        questionnaire: q,
        values: values({
          itemValues: [
            { elementId: 'mood', value: 4 },
            { elementId: 'why', value: 3 },
          ],
        }),
      },
      {
        questionnaire: q,
        values: values({
          itemValues: [
            { elementId: 'mood', value: 2 },
            { elementId: 'why', value: 1 },
          ],
        }),
      },
    ]);
    expect(summary.find((s) => s.elementId === 'why')).toMatchObject({ count: 1, sum: 1 });
  });
});

describe('hasNoAnswers', () => {
  it('is true for no values and for blank comments only, false for any answer', () => {
    expect(hasNoAnswers(emptyFeedbackValues())).toBe(true);
    expect(hasNoAnswers(values({ comments: [{ elementId: 'x', itemId: null, comment: '  ' }] }))).toBe(true);
    expect(hasNoAnswers(values({ comments: [{ elementId: 'x', itemId: null, comment: 'ok' }] }))).toBe(false);
    expect(hasNoAnswers(values({ itemValues: [{ elementId: 'mood', value: 1 }] }))).toBe(false);
  });
});
