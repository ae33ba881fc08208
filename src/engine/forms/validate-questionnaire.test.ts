import { describe, expect, it } from 'vitest';
import { FORM_NAME_MAX_LENGTH } from './form-limits';
import { validateQuestionnaire } from './validate-questionnaire';

const valid = {
  correlationId: 'c-1',
  name: 'Self evaluation',
  questionnaireType: 1,
  isDraft: false,
  pages: [
    {
      id: 'p1',
      pageIndex: 0,
      elements: [
        { id: 'e1', index: 0, type: 'scaleQuestion', title: { 'de-DE': 'Frage', 'en-US': 'Question' } },
        {
          id: 'g1',
          index: 1,
          type: 'grouping',
          hasCondition: true,
          condition: { elementId: 'e1', operator: 'greaterThan', value: 3 },
          elements: [{ id: 'e2', index: 0, type: 'textQuestion', commentFieldType: 3 }],
        },
      ],
    },
  ],
};

describe('validateQuestionnaire', () => {
  it('accepts a well-formed questionnaire and returns it typed', () => {
    const result = validateQuestionnaire(valid);
    expect(result).toEqual({ ok: true, questionnaire: valid });
  });

  it('takes names up to FORM_NAME_MAX_LENGTH characters, as the route schemas do', () => {
    const at = (length: number) => validateQuestionnaire({ ...valid, name: 'n'.repeat(length) }).ok;
    expect(at(FORM_NAME_MAX_LENGTH)).toBe(true);
    expect(at(FORM_NAME_MAX_LENGTH + 1)).toBe(false);
  });

  it('reports every violation with a JSON pointer', () => {
    const input = structuredClone(valid) as Record<string, unknown>;
    const pages = input.pages as { elements: Record<string, unknown>[] }[];
    pages[0].elements[0].minValue = 'one';
    pages[0].elements[0].colour = 'red';
    delete input.name;
    const result = validateQuestionnaire(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.errors.map((e) => e.path);
    expect(paths).toContain('/pages/0/elements/0/minValue');
    expect(paths).toContain('/pages/0/elements/0/colour');
    expect(paths).toContain('/name');
  });

  it('reports nested element errors and unknown enum values', () => {
    const input = structuredClone(valid);
    const group = input.pages[0].elements[1] as { elements: Record<string, unknown>[] };
    group.elements[0].type = 'slider';
    (input.pages[0].elements[1] as { condition: Record<string, unknown> }).condition.operator = 'contains';
    const result = validateQuestionnaire(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.errors.map((e) => e.path);
    expect(paths).toContain('/pages/0/elements/1/elements/0/type');
    expect(paths).toContain('/pages/0/elements/1/condition/operator');
  });

  it('rejects non-objects and ids that cannot be object keys', () => {
    expect(validateQuestionnaire(null).ok).toBe(false);
    const input = structuredClone(valid);
    input.pages[0].elements[0].id = '__proto__ x';
    const result = validateQuestionnaire(input);
    expect(!result.ok && result.errors.map((e) => e.path)).toContain('/pages/0/elements/0/id');
  });
});
