import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkQuestionnaire } from '../check-questionnaire';
import { elementsInOrder, indexQuestionnaire } from '../questionnaire-index';
import type { Questionnaire } from '../questionnaire-types';
import { GENERATED_CONTEXT, questionnaireArb } from '../testing/questionnaire-arbitrary';
import { validateQuestionnaire } from '../validate-questionnaire';
import { record, redo, startHistory, undo } from './history';
import { locateElement } from './locate';
import { moveElement, removeElement } from './operations';
import { questionnaireShapeErrors } from './shape-check';

const sortedIds = (q: Questionnaire) =>
  elementsInOrder(q)
    .map((e) => e.id)
    .sort();

/** Every container's indexes are 0..n-1 in array order after an edit. */
function indexesDense(q: Questionnaire, pageId: string, parentId: string | null): boolean {
  const page = q.pages.find((p) => p.id === pageId)!;
  const container = parentId === null ? page : locateElement(q, parentId)!.element;
  return (container.elements ?? []).every((e, i) => e.index === i);
}

// a target slot drawn from the questionnaire's own containers
const moveArb = questionnaireArb
  .filter((q) => elementsInOrder(q).length > 0)
  .chain((q) => {
    const entries = indexQuestionnaire(q).entries;
    const containers = [
      ...q.pages.map((p) => ({ pageId: p.id, parentId: null as string | null })),
      ...entries
        .filter((e) => e.element.type === 'grouping')
        .map((e) => ({ pageId: e.page.id, parentId: e.element.id as string | null })),
    ];
    return fc.record({
      q: fc.constant(q),
      id: fc.constantFrom(...entries.map((e) => e.element.id)),
      to: fc.constantFrom(...containers),
      index: fc.nat(12),
    });
  });

describe('builder operations (properties)', () => {
  it('a move keeps every element exactly once and lands where asked, or changes nothing', () => {
    fc.assert(
      fc.property(moveArb, ({ q, id, to, index }) => {
        const moved = moveElement(q, id, { ...to, index });
        expect(sortedIds(moved)).toEqual(sortedIds(q));
        if (moved === q) return;
        const at = locateElement(moved, id)!;
        expect([at.pageId, at.parentId]).toEqual([to.pageId, to.parentId]);
        expect(indexesDense(moved, to.pageId, to.parentId)).toBe(true);
        expect(questionnaireShapeErrors(moved)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('removing an element drops it and its descendants only', () => {
    fc.assert(
      fc.property(moveArb, ({ q, id }) => {
        const entry = indexQuestionnaire(q).byId.get(id)!;
        const gone = indexQuestionnaire(q)
          .entries.filter((e) => e.element.id === id || e.ancestorIds.includes(id))
          .map((e) => e.element.id);
        const left = removeElement(q, id);
        expect(sortedIds(left)).toEqual(sortedIds(q).filter((x) => !gone.includes(x)));
        expect(entry.element.id).toBe(id);
      }),
      { numRuns: 100 },
    );
  });

  it('undo after any sequence of records returns each earlier state in turn', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 30 }), (values) => {
        let h = startHistory<number | string>('start');
        const states: (number | string)[] = ['start'];
        for (const v of values) {
          const next = h.present === v ? `${v}!` : v;
          h = record(h, next);
          states.push(next);
        }
        for (let i = states.length - 1; i > 0; i--) {
          expect(h.present).toBe(states[i]);
          h = undo(h);
        }
        expect(h.present).toBe('start');
        for (let i = 1; i < states.length; i++) h = redo(h);
        expect(h.present).toBe(states[states.length - 1]);
      }),
    );
  });

  it('the shape check agrees with ajv on generated and damaged questionnaires', () => {
    const damage = fc.constantFrom<(q: Questionnaire) => unknown>(
      (q) => q,
      (q) => ({ ...q, name: '' }),
      (q) => ({ ...q, pages: q.pages.map((p) => ({ ...p, pageIndex: -1 })) }),
      (q) => ({ ...q, extra: true }),
      (q) => ({ ...q, pages: [{ ...q.pages[0], elements: [{ id: 'x', index: 0, type: 'nope' }] }] }),
      (q) => ({ ...q, pages: [{ ...q.pages[0], elements: [{ id: ' bad', index: 0, type: 'grouping' }] }] }),
      (q) => ({
        ...q,
        pages: [
          {
            ...q.pages[0],
            elements: [{ id: 'g', index: 0, type: 'grouping', condition: { elementId: 'a', value: {} } }],
          },
        ],
      }),
    );
    fc.assert(
      fc.property(questionnaireArb, damage, (q, hurt) => {
        const input = hurt(q);
        expect(questionnaireShapeErrors(input).length === 0).toBe(validateQuestionnaire(input).ok);
      }),
      { numRuns: 150 },
    );
    fc.assert(
      fc.property(questionnaireArb, (q) => {
        expect(checkQuestionnaire(q, GENERATED_CONTEXT)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
