import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv-instance';
import type { FormData } from './answer-types';
import { compile } from './compile';
import type { ElementUiSchema } from './compiled-types';
import { QuestionnaireError } from './questionnaire-issues';
import { buildLargeQuestionnaire } from './testing/large-questionnaire';
import { buildElement as el, buildGroup, buildQuestionnaire } from './testing/factories';

const conditionalForm = () =>
  buildQuestionnaire([
    [
      el('scaleQuestion', 'q1', { mandatoryScale: true }),
      buildGroup('g1', [el('textQuestion', 'why', { mandatoryComment: true })], {
        hasCondition: true,
        condition: { elementId: 'q1', operator: 'lessThan', value: 3 },
      }),
    ],
  ]);

describe('compile', () => {
  it('throws a QuestionnaireError carrying every issue', () => {
    const q = buildQuestionnaire([[el('scaleMatrix', 'm'), el('scaleQuestion', 's', { minValue: 9 })]]);
    expect(() => compile(q, 'en-US')).toThrow(QuestionnaireError);
    try {
      compile(q, 'en-US');
    } catch (error) {
      expect((error as QuestionnaireError).issues.map((i) => i.code)).toEqual([
        'itemsRequired',
        'invalidScaleRange',
      ]);
    }
  });

  it('puts conditional answers only into allOf/then, so ajv applies their mandatory rules only while shown', () => {
    const { schema } = compile(conditionalForm(), 'en-US');
    expect(Object.keys(schema.properties ?? {})).toEqual(['q1']);
    expect(schema.required).toEqual(['q1']);
    expect(Object.keys(schema.allOf?.[0].then?.properties ?? {})).toEqual(['g1', 'why']);
    const validate = createAjv().compile(schema);
    const valid = (data: FormData) => validate(data);
    expect(valid({ q1: { value: 4 } })).toBe(true);
    expect(valid({ q1: { value: 2 } })).toBe(false);
    expect(valid({ q1: { value: 2 }, why: { comment: '  ' } })).toBe(false);
    expect(valid({ q1: { value: 2 }, why: { comment: 'because' } })).toBe(true);
    expect(valid({})).toBe(false);
  });

  it('sorts pages and elements by index and builds the layout tree', () => {
    const q = buildQuestionnaire([[el('textSection', 'a')], [el('textSection', 'b')]]);
    q.pages.reverse();
    q.pages[1].elements.push({ ...el('textQuestion', 'first'), index: -1 + 0 });
    q.pages[1].elements[0].index = 5;
    const { uiSchema } = compile(q, 'en-US');
    expect(uiSchema['ui:order']).toEqual(['first', 'a', 'b']);
    expect(uiSchema['ui:options'].layout.map((p) => p.children)).toEqual([['first', 'a'], ['b']]);
  });

  it('localizes with fallback to the other language', () => {
    const q = buildQuestionnaire([[el('textQuestion', 'x', { title: { 'de-DE': 'Nur deutsch' } })]]);
    const { uiSchema, schema } = compile(q, 'en-US');
    expect((uiSchema.x as ElementUiSchema)['ui:options'].title).toBe('Nur deutsch');
    expect(schema.properties?.x.title).toBe('Nur deutsch');
    expect(
      (
        compile(buildQuestionnaire([[el('textSection', 'y', { title: {} })]]), 'de-DE').uiSchema
          .y as ElementUiSchema
      )['ui:options'].title,
    ).toBeUndefined();
  });

  it('gives every kind its own ui:field and display kinds a null schema', () => {
    const q = buildQuestionnaire([
      [
        el('textSection', 's'),
        el('targetField', 't'),
        el('actionField', 'a'),
        el('customElement', 'c', { customComponent: 'careerDevelopment' }),
      ],
    ]);
    const { schema, uiSchema } = compile(q, 'de-DE');
    expect(schema.properties?.s.type).toBe('null');
    expect((uiSchema.t as ElementUiSchema)['ui:field']).toBe('targetField');
    expect((uiSchema.a as ElementUiSchema)['ui:options'].columns?.map((c) => c.title)).toEqual([
      'Maßnahme',
      'Verantwortlich',
      'Fällig bis',
    ]);
    expect((uiSchema.c as ElementUiSchema)['ui:options'].customComponent).toBe('careerDevelopment');
  });

  it('compiles a generated questionnaire into a schema ajv accepts', () => {
    // 120 elements keep the suite fast; ajv's code generation, not compile(), dominates here.
    const { schema, uiSchema } = compile(buildLargeQuestionnaire(120), 'en-US');
    expect(uiSchema['ui:order']).toHaveLength(120);
    expect(() => createAjv().compile(schema)).not.toThrow();
  });
});

describe('compile tableReview', () => {
  const q = buildQuestionnaire([
    [
      el('tableQuestion', 'tq', {
        name: 'tasks',
        items: [{ id: 'c', index: 0, title: { 'en-US': 'Task' } }],
      }),
      el('tableReview', 'tr', { referencedElementName: 'tasks' }),
    ],
  ]);
  const review = (context = {}) =>
    (compile(q, 'en-US', context).uiSchema.tr as ElementUiSchema)['ui:options'].reviewTable;

  it('takes columns from a table of the same questionnaire when the context has no data', () => {
    expect(review()).toEqual({ name: 'tasks', columns: [{ id: 'c', title: 'Task' }], rows: [] });
  });

  it('shows the rows and columns of the context', () => {
    const rows = [{ rowId: 'r', cells: { c: 'Write' } }];
    const columns = [{ id: 'c', index: 0, title: { 'de-DE': 'Aufgabe' } }];
    expect(review({ reviewTables: { tasks: { columns, rows } } })).toEqual({
      name: 'tasks',
      columns: [{ id: 'c', title: 'Aufgabe' }],
      rows,
    });
  });
});
