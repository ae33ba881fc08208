import { describe, expect, it } from 'vitest';
import { emptyFeedbackValues } from './answer-types';
import { findMissingInFormData, findMissingMandatory } from './missing-mandatory';
import { buildElement as el, buildGroup, buildQuestionnaire } from './testing/factories';

const items = [
  { id: 'a', index: 0, title: { 'en-US': 'Row A', 'de-DE': 'Zeile A' } },
  { id: 'b', index: 1, title: { 'en-US': 'Row B' } },
];
const q = buildQuestionnaire([
  [
    el('textQuestion', 'text', { mandatoryComment: true }),
    el('scaleQuestion', 'scale', { mandatoryScale: true, allowComment: true, mandatoryComment: true }),
    el('scaleQuestion', 'optional', { mandatoryComment: true }),
  ],
  [
    el('scaleMatrix', 'matrix', { items, mandatoryScale: true }),
    el('tableQuestion', 'table', { items, mandatoryComment: true }),
    el('targetField', 'goals', { mandatoryComment: true }),
    el('customElement', 'career', {
      customComponent: 'careerDevelopment',
      mandatoryScale: true,
      mandatoryComment: true,
    }),
    el('customElement', 'checks', { customComponent: 'hardfacts', items: [items[0]], mandatoryScale: true }),
    buildGroup('group', [el('textQuestion', 'inside', { mandatoryComment: true })], {
      hasCondition: true,
      condition: { elementId: 'scale', operator: 'greaterThan', value: 3 },
    }),
  ],
]);

describe('findMissingMandatory', () => {
  it('lists every missing part in document order with page and titles', () => {
    const missing = findMissingMandatory(q, emptyFeedbackValues(), 'en-US');
    expect(missing.map((m) => [m.elementId, m.itemId ?? '', m.field, m.pageId])).toEqual([
      ['text', '', 'comment', 'p1'],
      ['scale', '', 'value', 'p1'],
      ['scale', '', 'comment', 'p1'],
      ['matrix', 'a', 'value', 'p2'],
      ['matrix', 'b', 'value', 'p2'],
      ['table', '', 'rows', 'p2'],
      ['goals', '', 'targets', 'p2'],
      ['career', '', 'careerPath', 'p2'],
      ['career', '', 'developmentType', 'p2'],
      ['career', '', 'data', 'p2'],
      ['checks', 'a', 'value', 'p2'],
    ]);
    expect(missing[3]).toMatchObject({
      title: 'Title matrix',
      itemTitle: 'Row A',
      messageKey: 'forms.errors.mandatory',
    });
    expect(findMissingMandatory(q, emptyFeedbackValues(), 'de-DE')[4].itemTitle).toBe('Row B');
  });

  it('treats blank texts as missing and includes shown conditional groupings only', () => {
    const formData = {
      text: { comment: ' ' },
      scale: { value: 4, comment: 'ok' },
      matrix: { a: { value: 1 }, b: { value: 2 } },
      table: { rows: [{ rowId: 'r', cells: {} }] },
      goals: { targets: [{ id: 't', title: 'x', status: 0 as const, subTargets: [], actions: [] }] },
      career: { careerPath: 1 as const, developmentType: 0 as const, data: 'd' },
      checks: { a: { value: 0 } },
    };
    expect(findMissingInFormData(q, formData, 'en-US').map((m) => m.elementId)).toEqual(['text', 'inside']);
    const lower = { ...formData, text: { comment: 'x' }, scale: { value: 3, comment: 'ok' } };
    expect(findMissingInFormData(q, lower, 'en-US')).toEqual([]);
  });
});
