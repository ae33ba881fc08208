import type { RJSFSchema } from '@rjsf/utils';
import ajvValidator from '@rjsf/validator-ajv8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerShapeOf } from '../../../engine/forms/answer-shape';
import type { FormData } from '../../../engine/forms/answer-types';
import { compile } from '../../../engine/forms/compile';
import { DEMO_QUESTIONNAIRE_ENTRIES } from '../../../engine/forms/demo';
import { indexQuestionnaire } from '../../../engine/forms/questionnaire-index';
import type { FormElement, Questionnaire } from '../../../engine/forms/questionnaire-types';
import { buildLargeQuestionnaire } from '../../../engine/forms/testing/large-questionnaire';
import { isIsoDate } from './check-schema';
import { schemaValidator } from './schema-validator';

const text = fc.constantFrom(
  '',
  '  ',
  'ok',
  'Ünïcødé 😀',
  '2024-02-29',
  '2023-02-29',
  '2025-13-01',
  'x'.repeat(10_001),
);
const number = fc.oneof(fc.integer({ min: -1, max: 11 }), fc.constantFrom(2.5, '3', null));
const loose = (record: Record<string, fc.Arbitrary<unknown>>) => fc.record(record, { requiredKeys: [] });
const scale = loose({ value: number, comment: text, extra: fc.constant(1) });
const ids = (element: FormElement) => [...(element.items ?? []).map((item) => item.id), 'unknown'];
const row = (element: FormElement) =>
  loose({
    rowId: fc.constantFrom('r1', ''),
    cells: fc.dictionary(fc.constantFrom(...ids(element), 'action', 'dueDate'), text, { maxKeys: 3 }),
  });
const goal = loose({
  id: fc.constantFrom('g1', ''),
  title: text,
  status: fc.constantFrom(0, 10, 20, 7),
  dueDate: text,
  subTargets: fc.array(loose({ id: fc.constant('s'), title: text, status: fc.constantFrom(0, 3) }), {
    maxLength: 2,
  }),
  actions: fc.array(loose({ id: fc.constant('a'), action: text, dueDate: text }), { maxLength: 2 }),
});

/** Plausible and implausible answers of an element's shape, so both validators meet every keyword. */
function answer(element: FormElement): fc.Arbitrary<unknown> {
  switch (answerShapeOf(element)) {
    case 'comment':
    case 'scale':
      return scale;
    case 'matrix':
    case 'hardfacts':
      return fc.dictionary(fc.constantFrom(...ids(element)), scale, { maxKeys: 4 });
    case 'table':
      return loose({ rows: fc.array(row(element), { maxLength: 3 }) });
    case 'targets':
      return loose({ targets: fc.array(goal, { maxLength: 2 }) });
    case 'career':
      return loose({
        careerPath: fc.constantFrom(1, 2, 3, 4),
        developmentType: fc.constantFrom(0, 1, 2),
        targetDate: text,
        data: text,
      });
    default:
      return fc.constantFrom(null, 'junk');
  }
}

function formData(q: Questionnaire): fc.Arbitrary<FormData> {
  const entries = indexQuestionnaire(q).entries.map(({ element }) => [
    element.id,
    fc.oneof(answer(element), fc.constantFrom('junk', null)),
  ]);
  return fc.record(Object.fromEntries(entries), { requiredKeys: [] }) as fc.Arbitrary<FormData>;
}

const verdict = (errors: { name?: string; property?: string }[]) =>
  errors.map((error) => `${error.name} ${error.property}`).sort();

describe('schemaValidator', () => {
  const cases = [
    ...DEMO_QUESTIONNAIRE_ENTRIES.map(
      (entry) => [entry.key, entry.questionnaire, entry.knownTableNames] as const,
    ),
    ['large (every kind)', buildLargeQuestionnaire(40), []] as const,
  ];
  it.each(cases)(
    'reports what @rjsf/validator-ajv8 reports for the %s questionnaire',
    (_key, questionnaire, knownTableNames) => {
      const { schema } = compile(questionnaire, 'de-DE', { knownTableNames });
      fc.assert(
        fc.property(formData(questionnaire), (data) => {
          const ours = schemaValidator.validateFormData(data, schema as RJSFSchema);
          const ajv = ajvValidator.validateFormData(data, schema as RJSFSchema);
          expect(verdict(ours.errors)).toEqual(verdict(ajv.errors));
        }),
        { numRuns: 80 },
      );
    },
  );

  it('decides conditions like ajv', () => {
    const condition: RJSFSchema = {
      type: 'object',
      properties: {
        q: {
          type: 'object',
          properties: { value: { type: 'number', exclusiveMaximum: 3 } },
          required: ['value'],
        },
      },
      required: ['q'],
    };
    const samples: FormData[] = [
      {},
      { q: {} },
      { q: { value: 2 } },
      { q: { value: 3 } },
      { q: { comment: 'x' } },
    ];
    for (const data of samples)
      expect(schemaValidator.isValid(condition, data, condition)).toBe(
        ajvValidator.isValid(condition, data, condition),
      );
  });

  it('knows which dates exist', () => {
    expect(['2024-02-29', '2000-02-29', '2025-12-31'].every(isIsoDate)).toBe(true);
    expect(['2023-02-29', '1900-02-29', '2025-04-31', '2025-1-01', '01.02.2025'].some(isIsoDate)).toBe(false);
  });
});
