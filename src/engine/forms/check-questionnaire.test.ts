import { describe, expect, it } from 'vitest';
import { checkQuestionnaire } from './check-questionnaire';
import type { Condition, FormElement } from './questionnaire-types';
import { buildElement as el, buildGroup, buildQuestionnaire } from './testing/factories';

const items = [
  { id: 'a', index: 0, title: { 'en-US': 'A' } },
  { id: 'b', index: 1, title: { 'en-US': 'B' } },
];
const codes = (pages: FormElement[][], context = {}) =>
  checkQuestionnaire(buildQuestionnaire(pages), context).map((issue) => issue.code);
const conditional = (condition: Condition, elements: FormElement[] = []) =>
  buildGroup('g', elements, { hasCondition: true, condition });

describe('checkQuestionnaire', () => {
  it('accepts a questionnaire with every kind', () => {
    const pages = [
      [
        el('textSection', 't'),
        el('textQuestion', 'tq'),
        el('scaleQuestion', 'sq', { minValue: 0, maxValue: 10, anchors: [{ value: 10, label: {} }] }),
        el('scaleMatrix', 'sm', { items }),
        el('tableQuestion', 'tb', { items, name: 'table' }),
        el('tableReview', 'tr', { referencedElementName: 'table' }),
        el('actionField', 'af'),
        el('targetField', 'tf'),
        el('customElement', 'cd', { customComponent: 'careerDevelopment' }),
        el('customElement', 'hf', { customComponent: 'hardfacts', items }),
        conditional({ elementId: 'sq', operator: 'oneOf', value: [1, 2] }, [el('textQuestion', 'inner')]),
      ],
    ];
    expect(checkQuestionnaire(buildQuestionnaire(pages))).toEqual([]);
  });

  it('finds duplicate ids and names, also across pages and nesting', () => {
    const result = codes([
      [el('textQuestion', 'x', { name: 'n' }), buildGroup('g', [el('textQuestion', 'x')])],
      [el('textQuestion', 'y', { name: 'n' })],
    ]);
    expect(result).toEqual(['duplicateElementId', 'duplicateElementName']);
  });

  it('names the element by title and id, with a JSON pointer', () => {
    const [issue] = checkQuestionnaire(
      buildQuestionnaire([[el('textSection', 'a'), el('scaleQuestion', 'sq', { minValue: 5, maxValue: 5 })]]),
    );
    expect(issue).toMatchObject({
      elementId: 'sq',
      path: '/pages/0/elements/1/minValue',
      code: 'invalidScaleRange',
      messageKey: 'forms.check.invalidScaleRange',
      params: { element: 'Title sq (de) (sq)', min: 5, max: 5 },
    });
    expect(issue.message).toContain('sq');
  });

  it('checks scale ranges with defaults and anchors', () => {
    expect(codes([[el('scaleQuestion', 's', { minValue: 6 })]])).toEqual(['invalidScaleRange']);
    expect(codes([[el('scaleQuestion', 's', { anchors: [{ value: 0, label: {} }] })]])).toEqual([
      'anchorOutOfRange',
    ]);
    expect(codes([[el('scaleQuestion', 's', { useScale: false, minValue: 9, maxValue: 1 })]])).toEqual([]);
  });

  it('requires items for matrices, tables and hardfacts, unique per element', () => {
    expect(codes([[el('scaleMatrix', 'm')]])).toEqual(['itemsRequired']);
    expect(codes([[el('tableQuestion', 't', { items: [] })]])).toEqual(['itemsRequired']);
    expect(codes([[el('customElement', 'h', { customComponent: 'hardfacts' })]])).toEqual(['itemsRequired']);
    expect(codes([[el('scaleMatrix', 'm', { items: [items[0], items[0]] })]])).toEqual(['duplicateItemId']);
  });

  it('rejects unknown custom components and dangling table reviews', () => {
    expect(codes([[el('customElement', 'c', { customComponent: 'chart' })]])).toEqual([
      'unknownCustomComponent',
    ]);
    expect(codes([[el('customElement', 'c')]])).toEqual(['unknownCustomComponent']);
    expect(codes([[el('tableReview', 'r', { referencedElementName: 'other' })]])).toEqual([
      'tableReviewMissingReference',
    ]);
    expect(codes([[el('tableReview', 'r')]])).toEqual(['tableReviewMissingReference']);
    expect(
      codes([
        [el('textQuestion', 'x', { name: 'n' }), el('tableReview', 'r', { referencedElementName: 'n' })],
      ]),
    ).toEqual(['tableReviewNotATable']);
  });

  it('accepts table reviews of tables in other questionnaires named by the context', () => {
    const review = [[el('tableReview', 'r', { referencedElementName: 'selfTable' })]];
    expect(codes(review, { knownTableNames: ['selfTable'] })).toEqual([]);
    expect(codes(review, { reviewTables: { selfTable: { columns: [], rows: [] } } })).toEqual([]);
  });

  it('allows nesting and conditions on groupings only', () => {
    expect(codes([[el('textQuestion', 'x', { elements: [el('textSection', 'y')] })]])).toEqual([
      'nestedElementsNotAllowed',
    ]);
    expect(codes([[el('textQuestion', 'x', { hasCondition: true })]])).toEqual(['conditionNotAllowed']);
    expect(codes([[buildGroup('g', [], { hasCondition: true })]])).toEqual(['conditionMissing']);
    expect(
      codes([
        [buildGroup('g', [], { hasCondition: false, condition: { elementId: 'zz', operator: 'answered' } })],
      ]),
    ).toEqual([]);
  });

  it('checks what a condition refers to', () => {
    const sq = el('scaleQuestion', 'sq');
    expect(codes([[conditional({ elementId: 'nope', operator: 'answered' })]])).toEqual([
      'conditionUnknownElement',
    ]);
    expect(codes([[conditional({ elementId: 'sq', operator: 'answered' }), sq]])).toEqual([
      'conditionOnLaterElement',
    ]);
    expect(codes([[conditional({ elementId: 'g', operator: 'answered' })]])).toEqual(['conditionCycle']);
    expect(
      codes([[conditional({ elementId: 'in', operator: 'answered' }, [el('scaleQuestion', 'in')])]]),
    ).toEqual(['conditionCycle']);
    expect(
      codes([[el('tableQuestion', 't', { items }), conditional({ elementId: 't', operator: 'answered' })]]),
    ).toEqual(['conditionUnsupportedSource']);
    expect(
      codes([
        [
          el('scaleQuestion', 's', { useScale: false }),
          conditional({ elementId: 's', operator: 'answered' }),
        ],
      ]),
    ).toEqual(['conditionUnsupportedSource']);
  });

  it('checks matrix items, operators and values of a condition', () => {
    const m = el('scaleMatrix', 'm', { items });
    const on = (condition: Partial<Condition>, source: FormElement = el('scaleQuestion', 'sq')) =>
      codes([[source, conditional({ elementId: source.id, operator: 'equals', value: 1, ...condition })]]);
    expect(on({}, m)).toEqual(['conditionItemRequired']);
    expect(on({ itemId: 'zz' }, m)).toEqual(['conditionUnknownItem']);
    expect(on({ itemId: 'a' }, m)).toEqual([]);
    expect(on({ operator: 'contains' as Condition['operator'] })).toEqual(['conditionUnknownOperator']);
    expect(on({ operator: 'oneOf', value: 3 })).toEqual(['conditionOneOfNeedsArray']);
    expect(on({ operator: 'oneOf', value: [] })).toEqual(['conditionOneOfNeedsArray']);
    expect(on({ value: 'x' })).toEqual(['conditionInvalidValue']);
    expect(on({ value: undefined })).toEqual(['conditionInvalidValue']);
    expect(on({ operator: 'greaterThan', value: 2 })).toEqual([]);
    expect(on({ value: 'yes' }, el('textQuestion', 'tq'))).toEqual([]);
    expect(on({ operator: 'lessThan', value: 2 }, el('textQuestion', 'tq'))).toEqual([
      'conditionInvalidValue',
    ]);
    expect(on({ operator: 'answered', value: undefined }, el('textQuestion', 'tq'))).toEqual([]);
  });

  it('finds duplicate page ids', () => {
    const q = buildQuestionnaire([[], []]);
    q.pages[1].id = 'p1';
    expect(checkQuestionnaire(q).map((issue) => issue.code)).toEqual(['duplicatePageId']);
  });
});
