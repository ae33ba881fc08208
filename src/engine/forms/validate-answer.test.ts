import { describe, expect, it } from 'vitest';
import { emptyFeedbackValues, type AnswerInput, type FeedbackValues } from './answer-types';
import { buildElement as el, buildGroup, buildQuestionnaire } from './testing/factories';
import { validateAnswer } from './validate-answer';

const items = [
  { id: 'a', index: 0, title: {} },
  { id: 'b', index: 1, title: {} },
];
const q = buildQuestionnaire([
  [
    el('textSection', 'info'),
    el('textQuestion', 'text', { mandatoryComment: true }),
    el('textQuestion', 'date', { commentFieldType: 3 }),
    el('scaleQuestion', 'scale', { minValue: 0, maxValue: 4, mandatoryScale: true }),
    el('scaleQuestion', 'noscale', { useScale: false, allowComment: true }),
    el('scaleMatrix', 'matrix', { items, allowComment: true }),
    el('tableQuestion', 'table', { items }),
    el('actionField', 'actions'),
    el('customElement', 'career', { customComponent: 'careerDevelopment', mandatoryScale: true }),
    el('customElement', 'checks', { customComponent: 'hardfacts', items }),
    buildGroup('group', [el('scaleQuestion', 'hidden')], {
      hasCondition: true,
      condition: { elementId: 'scale', operator: 'equals', value: 4 },
    }),
  ],
]);
const none = emptyFeedbackValues();
const check = (answer: AnswerInput, values: FeedbackValues = none) => {
  const result = validateAnswer(q, values, answer);
  return result.ok ? 'ok' : result.errors.map((e) => `${e.field}:${e.code}`).join(',');
};

describe('validateAnswer', () => {
  it('accepts fitting answers of every kind', () => {
    expect(check({ kind: 'item', elementId: 'scale', value: 0 })).toBe('ok');
    expect(check({ kind: 'matrix', elementId: 'matrix', itemId: 'b', value: 5 })).toBe('ok');
    expect(check({ kind: 'matrix', elementId: 'checks', itemId: 'a', value: 1 })).toBe('ok');
    expect(check({ kind: 'comment', elementId: 'text', itemId: null, comment: 'hi' })).toBe('ok');
    expect(check({ kind: 'comment', elementId: 'noscale', itemId: null, comment: 'hi' })).toBe('ok');
    expect(check({ kind: 'comment', elementId: 'matrix', itemId: 'a', comment: 'hi' })).toBe('ok');
    expect(check({ kind: 'comment', elementId: 'date', itemId: null, comment: '2026-02-28' })).toBe('ok');
    expect(check({ kind: 'tableRow', elementId: 'table', rowId: 'r1', cells: { a: 'x' } })).toBe('ok');
    expect(
      check({ kind: 'tableRow', elementId: 'actions', rowId: 'r1', cells: { dueDate: '2026-01-31' } }),
    ).toBe('ok');
    expect(check({ kind: 'career', elementId: 'career', careerPath: 3 })).toBe('ok');
  });

  it('allows clearing a mandatory text: mandatory rules apply on submit, not on save', () => {
    expect(check({ kind: 'comment', elementId: 'text', itemId: null, comment: '' })).toBe('ok');
    expect(check({ kind: 'comment', elementId: 'text', itemId: null, comment: '  ' })).toBe('ok');
    expect(check({ kind: 'comment', elementId: 'date', itemId: null, comment: '' })).toBe('ok');
    expect(check({ kind: 'career', elementId: 'career', targetDate: '' })).toBe('ok');
  });

  it('rejects unknown elements, wrong kinds and unknown items', () => {
    expect(check({ kind: 'item', elementId: 'zz', value: 1 })).toBe('elementId:unknownElement');
    expect(check({ kind: 'item', elementId: 'info', value: 1 })).toBe('kind:wrongKind');
    expect(check({ kind: 'item', elementId: 'matrix', value: 1 })).toBe('kind:wrongKind');
    expect(check({ kind: 'item', elementId: 'noscale', value: 1 })).toBe('value:wrongKind');
    expect(check({ kind: 'tableRow', elementId: 'text', rowId: 'r', cells: {} })).toBe('kind:wrongKind');
    expect(check({ kind: 'matrix', elementId: 'matrix', itemId: 'zz', value: 1 })).toBe('itemId:unknownItem');
    expect(check({ kind: 'comment', elementId: 'matrix', itemId: null, comment: 'x' })).toBe(
      'itemId:itemRequired',
    );
    expect(check({ kind: 'comment', elementId: 'text', itemId: 'a', comment: 'x' })).toBe(
      'itemId:unknownItem',
    );
    expect(check({ kind: 'comment', elementId: 'scale', itemId: null, comment: 'x' })).toBe(
      'comment:commentNotAllowed',
    );
    expect(check({ kind: 'bogus' } as unknown as AnswerInput)).toBe('kind:invalidAnswer');
    expect(check({ kind: 'constructor' } as unknown as AnswerInput)).toBe('kind:invalidAnswer');
    expect(check(null as unknown as AnswerInput)).toBe('kind:invalidAnswer');
  });

  it('rejects wrong types, out-of-range values, bad dates and unknown fields', () => {
    expect(check({ kind: 'item', elementId: 'scale', value: 5 })).toBe('value:outOfRange');
    expect(check({ kind: 'item', elementId: 'scale', value: 2.5 })).toBe('value:wrongType');
    expect(check({ kind: 'item', elementId: 'scale', value: '2' as unknown as number })).toBe(
      'value:wrongType',
    );
    expect(check({ kind: 'matrix', elementId: 'checks', itemId: 'a', value: 2 })).toBe('value:outOfRange');
    expect(check({ kind: 'comment', elementId: 'date', itemId: null, comment: '31.01.2026' })).toBe(
      'comment:badDate',
    );
    expect(check({ kind: 'comment', elementId: 'date', itemId: null, comment: '2026-02-30' })).toBe(
      'comment:badDate',
    );
    expect(check({ kind: 'tableRow', elementId: 'actions', rowId: 'r', cells: { dueDate: 'soon' } })).toBe(
      'cells/dueDate:badDate',
    );
    expect(check({ kind: 'tableRow', elementId: 'table', rowId: 'r', cells: { c: 'x' } })).toBe(
      'cells/c:unknownField',
    );
    expect(check({ kind: 'tableRow', elementId: 'table', rowId: '', cells: {} })).toBe('rowId:invalid');
    expect(check({ kind: 'career', elementId: 'career', careerPath: 4 as 1, salary: 1 } as AnswerInput)).toBe(
      'careerPath:outOfRange,salary:unknownField',
    );
    expect(check({ kind: 'comment', elementId: 'text', itemId: null, comment: 'x'.repeat(10_001) })).toBe(
      'comment:tooLong',
    );
  });

  it('rejects answers to elements hidden by a grouping condition given the current values', () => {
    const answer: AnswerInput = { kind: 'item', elementId: 'hidden', value: 1 };
    expect(check(answer)).toBe('elementId:hidden');
    expect(check(answer, { ...none, itemValues: [{ elementId: 'scale', value: 4 }] })).toBe('ok');
  });

  it('reuses validators for a published version loaded as a new object', () => {
    const published = { ...q, version: 3, correlationId: 'cache-test' };
    const answer: AnswerInput = { kind: 'item', elementId: 'scale', value: 4 };
    expect(validateAnswer(published, none, answer)).toEqual({ ok: true });
    expect(validateAnswer(structuredClone(published), none, answer)).toEqual({ ok: true });
  });
});
