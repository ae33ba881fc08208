import { describe, expect, it } from 'vitest';
import { buildElement, buildGroup, buildQuestionnaire } from '../testing/factories';
import { exportDefinition, parseDefinition } from './import-definition';
import { removeElement } from './operations';

const valid = () =>
  buildQuestionnaire([
    [
      buildElement('scaleQuestion', 'q1'),
      buildGroup('g1', [buildElement('textQuestion', 't1')], {
        hasCondition: true,
        condition: { elementId: 'q1', operator: 'greaterThan', value: 3 },
      }),
    ],
  ]);

describe('importing a definition', () => {
  it('round-trips an export', () => {
    const q = { ...valid(), id: 7, version: 3 };
    const result = parseDefinition(exportDefinition(q));
    expect(result).toEqual({ ok: true, questionnaire: valid() });
  });

  it('refuses text that is not JSON', () => {
    const result = parseDefinition('{"pages": [');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatchObject({ kind: 'json', path: '' });
  });

  it('refuses JSON that is not a questionnaire, naming the place', () => {
    const result = parseDefinition(JSON.stringify({ ...valid(), pages: [{ id: 'p1', elements: [{}] }] }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const paths = result.problems.map((p) => p.path);
      expect(paths).toContain('/pages/0/pageIndex');
      expect(paths).toContain('/pages/0/elements/0/id');
    }
    expect(parseDefinition('[1,2]').ok).toBe(false);
  });

  it('refuses a duplicate element id at the second element', () => {
    const q = buildQuestionnaire([[buildElement('textSection', 'x'), buildElement('textQuestion', 'x')]]);
    const result = parseDefinition(JSON.stringify(q));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toEqual([
        expect.objectContaining({ kind: 'issue', path: '/pages/0/elements/1/id' }),
      ]);
  });

  it('refuses a condition on a deleted element, naming the grouping', () => {
    const q = removeElement(valid(), 'q1');
    const result = parseDefinition(JSON.stringify(q));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems[0]).toMatchObject({
        kind: 'issue',
        path: '/pages/0/elements/0/condition/elementId',
      });
      expect(result.problems[0].message).toContain('g1');
    }
  });
});
