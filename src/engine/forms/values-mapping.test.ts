import { describe, expect, it } from 'vitest';
import { emptyFeedbackValues, type FeedbackValues } from './answer-types';
import { formDataToValues, normalizeValues } from './form-data-to-values';
import { buildElement as el, buildQuestionnaire } from './testing/factories';
import { valuesToFormData } from './values-to-form-data';

const items = [
  { id: 'b', index: 1, title: { 'en-US': 'B' } },
  { id: 'a', index: 0, title: { 'en-US': 'A' } },
];
const q = buildQuestionnaire([
  [
    el('textQuestion', 'text'),
    el('scaleQuestion', 'scale', { allowComment: true }),
    el('scaleMatrix', 'matrix', { items, allowComment: true }),
    el('tableQuestion', 'table', { items }),
    el('actionField', 'actions'),
    el('targetField', 'goals'),
    el('customElement', 'career', { customComponent: 'careerDevelopment' }),
    el('customElement', 'checks', { customComponent: 'hardfacts', items }),
    el('textSection', 'info'),
  ],
]);

const values: FeedbackValues = {
  itemValues: [{ elementId: 'scale', value: 4 }],
  matrixValues: [
    { elementId: 'matrix', itemId: 'a', value: 2 },
    { elementId: 'matrix', itemId: 'b', value: 5 },
    { elementId: 'checks', itemId: 'b', value: 0 },
  ],
  comments: [
    { elementId: 'text', itemId: null, comment: 'hello' },
    { elementId: 'scale', itemId: null, comment: '' },
    { elementId: 'matrix', itemId: 'a', comment: 'row a' },
  ],
  tableItems: [
    { elementId: 'table', rowId: 'r1', index: 0, cells: { a: 'x', b: 'y' } },
    { elementId: 'table', rowId: 'r2', index: 1, cells: {} },
    { elementId: 'actions', rowId: 'x', index: 0, cells: { action: 'Train', dueDate: '2026-05-01' } },
  ],
  careerData: [{ elementId: 'career', careerPath: 2, developmentType: 0, data: 'notes' }],
  targets: [
    {
      elementId: 'goals',
      targets: [{ id: 't1', title: 'Grow', status: 10, subTargets: [], actions: [], copiedFrom: 't0' }],
    },
  ],
};

describe('values <-> form data', () => {
  it('maps every kind to its form-data shape', () => {
    expect(valuesToFormData(q, values)).toEqual({
      text: { comment: 'hello' },
      scale: { value: 4, comment: '' },
      matrix: { a: { value: 2, comment: 'row a' }, b: { value: 5 } },
      table: {
        rows: [
          { rowId: 'r1', cells: { a: 'x', b: 'y' } },
          { rowId: 'r2', cells: {} },
        ],
      },
      actions: { rows: [{ rowId: 'x', cells: { action: 'Train', dueDate: '2026-05-01' } }] },
      goals: { targets: values.targets![0].targets },
      career: { careerPath: 2, developmentType: 0, data: 'notes' },
      checks: { b: { value: 0 } },
    });
  });

  it('round-trips values in normal order', () => {
    expect(formDataToValues(q, valuesToFormData(q, values))).toEqual(values);
  });

  it('normalizes order and row indexes deterministically', () => {
    const shuffled: FeedbackValues = {
      ...values,
      matrixValues: [...values.matrixValues].reverse(),
      comments: [...values.comments].reverse(),
      tableItems: [
        { elementId: 'table', rowId: 'r2', index: 7, cells: {} },
        { elementId: 'actions', rowId: 'x', index: 3, cells: { action: 'Train', dueDate: '2026-05-01' } },
        { elementId: 'table', rowId: 'r1', index: 2, cells: { b: 'y', a: 'x' } },
      ],
    };
    expect(normalizeValues(q, shuffled)).toEqual(values);
  });

  it('leaves out values that no longer fit the questionnaire', () => {
    const stale: FeedbackValues = {
      ...emptyFeedbackValues(),
      itemValues: [
        { elementId: 'gone', value: 1 },
        { elementId: 'text', value: 3 },
      ],
      matrixValues: [{ elementId: 'matrix', itemId: 'zz', value: 1 }],
      comments: [
        { elementId: 'matrix', itemId: null, comment: 'x' },
        { elementId: 'info', itemId: null, comment: 'x' },
      ],
      tableItems: [{ elementId: 'table', rowId: 'r', index: 0, cells: { removedColumn: 'x', a: 'kept' } }],
    };
    expect(valuesToFormData(q, stale)).toEqual({ table: { rows: [{ rowId: 'r', cells: { a: 'kept' } }] } });
  });

  it('ignores empty and malformed form-data parts', () => {
    const formData = {
      text: {},
      scale: { value: 'x' },
      matrix: { a: null },
      table: { rows: [{ cells: {} }] },
      info: null,
    };
    expect(formDataToValues(q, formData as never)).toEqual(emptyFeedbackValues());
  });
});
