import { describe, expect, it } from 'vitest';
import type { FormData } from './answer-types';
import type { Condition } from './questionnaire-types';
import { buildElement as el, buildGroup, buildQuestionnaire } from './testing/factories';
import { createVisibility, isElementVisible, visibilityDependsOnAnswers } from './visibility';

const items = [{ id: 'a', index: 0, title: {} }];
const when = (id: string, condition: Condition, children = [el('textSection', `${id}-text`)]) =>
  buildGroup(id, children, { hasCondition: true, condition });

const q = buildQuestionnaire([
  [
    el('scaleQuestion', 'scale'),
    el('textQuestion', 'text'),
    el('scaleMatrix', 'matrix', { items }),
    el('customElement', 'checks', { customComponent: 'hardfacts', items }),
    when('eq', { elementId: 'scale', operator: 'equals', value: 3 }),
    when('ne', { elementId: 'scale', operator: 'notEquals', value: 3 }),
    when('gt', { elementId: 'scale', operator: 'greaterThan', value: 3 }),
    when('lt', { elementId: 'scale', operator: 'lessThan', value: 3 }),
    when('in', { elementId: 'scale', operator: 'oneOf', value: [1, 5] }),
    when('any', { elementId: 'scale', operator: 'answered' }),
    when('said', { elementId: 'text', operator: 'answered' }),
    when('yes', { elementId: 'text', operator: 'equals', value: 'yes' }),
    when('row', { elementId: 'matrix', itemId: 'a', operator: 'greaterThan', value: 1 }),
    when('check', { elementId: 'checks', itemId: 'a', operator: 'equals', value: 1 }),
    when('outer', { elementId: 'scale', operator: 'answered' }, [
      el('scaleQuestion', 'inner-q'),
      when('inner', { elementId: 'inner-q', operator: 'equals', value: 5 }, [el('textQuestion', 'deep')]),
      buildGroup('plain', [el('textQuestion', 'plain-q')]),
    ]),
    when('reads-deep', { elementId: 'deep', operator: 'answered' }, [el('textQuestion', 'last')]),
  ],
]);

const shown = (formData: FormData) => {
  const visible = createVisibility(q, formData);
  return ['eq', 'ne', 'gt', 'lt', 'in', 'any', 'said', 'yes', 'row', 'check'].filter(visible);
};

describe('visibility', () => {
  it('evaluates each operator; missing answers make every operator but answered false', () => {
    expect(shown({})).toEqual([]);
    expect(shown({ scale: { value: 3 } })).toEqual(['eq', 'any']);
    expect(shown({ scale: { value: 5 } })).toEqual(['ne', 'gt', 'in', 'any']);
    expect(shown({ scale: { value: 1 } })).toEqual(['ne', 'lt', 'in', 'any']);
    expect(shown({ text: { comment: '  ' } })).toEqual([]);
    expect(shown({ text: { comment: 'yes' } })).toEqual(['said', 'yes']);
    expect(shown({ matrix: { a: { value: 2 } }, checks: { a: { value: 1 } } })).toEqual(['row', 'check']);
  });

  it('hides descendants with their grouping and treats answers inside hidden groupings as missing', () => {
    const data: FormData = { 'inner-q': { value: 5 }, deep: { comment: 'x' } };
    expect(isElementVisible(q, 'plain-q', data)).toBe(false);
    expect(isElementVisible(q, 'deep', data)).toBe(false);
    expect(isElementVisible(q, 'last', data)).toBe(false);
    const open = { ...data, scale: { value: 2 } };
    expect(isElementVisible(q, 'plain-q', open)).toBe(true);
    expect(isElementVisible(q, 'deep', open)).toBe(true);
    expect(isElementVisible(q, 'last', open)).toBe(true);
    expect(isElementVisible(q, 'last', { ...open, 'inner-q': { value: 4 } })).toBe(false);
  });

  it('shows unconditional elements and not unknown ones', () => {
    expect(isElementVisible(q, 'scale', {})).toBe(true);
    expect(isElementVisible(q, 'nope', {})).toBe(false);
  });

  it('knows which elements depend on other answers: exactly those some answers can hide', () => {
    const ids = ['scale', 'text', 'eq', 'eq-text', 'inner-q', 'plain', 'plain-q', 'deep', 'last'];
    expect(ids.filter((id) => visibilityDependsOnAnswers(q, id))).toEqual([
      'eq',
      'eq-text',
      'inner-q',
      'plain',
      'plain-q',
      'deep',
      'last',
    ]);
    // an independent element is shown whatever the answers are
    for (const data of [{}, { scale: { value: 1 } }, { 'inner-q': { value: 5 } }])
      expect(isElementVisible(q, 'text', data)).toBe(true);
  });
});
