import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv-instance';
import type { AnswerInput, FeedbackValues } from './answer-types';
import { checkQuestionnaire } from './check-questionnaire';
import { compile } from './compile';
import { formDataToValues, normalizeValues } from './form-data-to-values';
import { findMissingInFormData } from './missing-mandatory';
import { formDataArb } from './testing/answers-arbitrary';
import { GENERATED_CONTEXT, questionnaireArb } from './testing/questionnaire-arbitrary';
import { validateAnswer } from './validate-answer';
import { validateQuestionnaire } from './validate-questionnaire';
import { valuesToFormData } from './values-to-form-data';
import { createVisibility } from './visibility';

const withAnswers = (complete = false) =>
  questionnaireArb.chain((q) => formDataArb(q, complete).map((formData) => ({ q, formData })));
/** Several answer sets per questionnaire: compiling the schema with ajv costs more than checking one answer set. */
const withAnswerSets = (complete = false) =>
  questionnaireArb.chain((q) =>
    fc.array(formDataArb(q, complete), { minLength: 6, maxLength: 6 }).map((sets) => ({ q, sets })),
  );
const RUNS = { numRuns: 150 };
const AJV_RUNS = { numRuns: 60 };
const SLOW = 60_000;

/** Every stored value as the answer the client would send for it. */
function answersOf(values: FeedbackValues): AnswerInput[] {
  return [
    ...values.itemValues.map((v): AnswerInput => ({ kind: 'item', ...v })),
    ...values.matrixValues.map((v): AnswerInput => ({ kind: 'matrix', ...v })),
    ...values.comments.map((v): AnswerInput => ({ kind: 'comment', ...v })),
    ...values.tableItems.map(({ elementId, rowId, cells }): AnswerInput => ({
      kind: 'tableRow',
      elementId,
      rowId,
      cells,
    })),
    ...values.careerData.map((v): AnswerInput => ({ kind: 'career', ...v })),
  ];
}

describe('forms engine properties', () => {
  it('generated questionnaires are valid, and compile never throws on them', () => {
    fc.assert(
      fc.property(questionnaireArb, (q) => {
        expect(validateQuestionnaire(q).ok).toBe(true);
        expect(checkQuestionnaire(q, GENERATED_CONTEXT)).toEqual([]);
        compile(q, 'de-DE', GENERATED_CONTEXT);
      }),
      RUNS,
    );
  });

  it('form data and stored values round-trip exactly', () => {
    fc.assert(
      fc.property(withAnswers(), fc.nat(), ({ q, formData }, seed) => {
        const values = formDataToValues(q, formData);
        expect(valuesToFormData(q, values)).toEqual(formData);
        expect(formDataToValues(q, valuesToFormData(q, values))).toEqual(values);
        // Any storage order normalizes to the same values.
        const shuffle = <T>(list: T[]) =>
          list
            .map((v, i) => [(i * 7919 + seed) % 101, v] as const)
            .sort((a, b) => a[0] - b[0])
            .map(([, v]) => v);
        const shuffled = {
          ...values,
          comments: shuffle(values.comments),
          matrixValues: shuffle(values.matrixValues),
          tableItems: shuffle(values.tableItems),
        };
        expect(normalizeValues(q, shuffled)).toEqual(values);
      }),
      RUNS,
    );
  });

  it(
    'answer sets the generator marks complete validate against the compiled schema',
    () => {
      fc.assert(
        fc.property(withAnswerSets(true), ({ q, sets }) => {
          const validate = createAjv().compile(compile(q, 'en-US', GENERATED_CONTEXT).schema);
          for (const formData of sets) {
            expect(validate(formData) ? [] : validate.errors).toEqual([]);
            expect(findMissingInFormData(q, formData, 'en-US')).toEqual([]);
          }
        }),
        AJV_RUNS,
      );
    },
    SLOW,
  );

  it(
    'the compiled schema accepts form data exactly when nothing mandatory is missing',
    () => {
      fc.assert(
        fc.property(withAnswerSets(), ({ q, sets }) => {
          const validate = createAjv().compile(compile(q, 'en-US', GENERATED_CONTEXT).schema);
          for (const formData of sets) {
            expect(validate(formData)).toBe(findMissingInFormData(q, formData, 'en-US').length === 0);
          }
        }),
        AJV_RUNS,
      );
    },
    SLOW,
  );

  it(
    'each compiled if-schema agrees with isElementVisible',
    () => {
      fc.assert(
        fc.property(withAnswerSets(), ({ q, sets }) => {
          const { schema } = compile(q, 'en-US', GENERATED_CONTEXT);
          const ajv = createAjv();
          const conditions = (schema.allOf ?? []).map((entry) => ({
            groupId: Object.keys(entry.then?.properties ?? {})[0],
            holds: ajv.compile(entry.if!),
          }));
          for (const formData of sets) {
            const visible = createVisibility(q, formData);
            for (const { groupId, holds } of conditions) expect(holds(formData)).toBe(visible(groupId));
          }
        }),
        AJV_RUNS,
      );
    },
    SLOW,
  );

  it(
    'validateAnswer accepts every generated answer of a shown element and rejects hidden ones',
    () => {
      fc.assert(
        fc.property(withAnswers(), ({ q, formData }) => {
          const values = formDataToValues(q, formData);
          const visible = createVisibility(q, formData);
          for (const answer of answersOf(values)) {
            const result = validateAnswer(q, values, answer);
            if (visible(answer.elementId)) expect(result).toEqual({ ok: true });
            else expect(result).toMatchObject({ ok: false, errors: [{ code: 'hidden' }] });
          }
        }),
        RUNS,
      );
    },
    SLOW,
  );
});
