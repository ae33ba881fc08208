import fc from 'fast-check';
import type { FeedbackValues } from '../../forms/answer-types';
import { formDataToValues } from '../../forms/form-data-to-values';
import type { Condition, Questionnaire } from '../../forms/questionnaire-types';
import { formDataArb } from '../../forms/testing/answers-arbitrary';
import { bilingual, buildElement, buildGroup, buildQuestionnaire } from '../../forms/testing/factories';
import { questionnaireArb } from '../../forms/testing/questionnaire-arbitrary';
import { CONFIGURED_GROUPS, RATER_GROUPS, type ConfiguredGroup } from '../groups';
import type { RaterState } from '../report-types';
import type { GroupSettings, MultiRaterSettings } from '../settings';

/**
 * fast-check arbitraries of 360° rounds for property tests. Tests only: it imports fast-check, a dev dependency.
 */

/** A generated rater: `values` are their answers, `alternative` other valid answers to the same questionnaire. */
export type GeneratedRater = {
  group: (typeof RATER_GROUPS)[number];
  state: RaterState;
  values: FeedbackValues;
  alternative: FeedbackValues;
};
export type GeneratedRound = { q: Questionnaire; settings: MultiRaterSettings; raters: GeneratedRater[] };

const groupSettingsArb = (group: ConfiguredGroup): fc.Arbitrary<GroupSettings> =>
  fc.record({
    enabled: fc.boolean(),
    // thresholds below two included: the report must never show an anonymous group of one
    threshold: group === 'supervisor' ? fc.constant(1) : fc.integer({ min: 0, max: 4 }),
    minimum: fc.constant(0),
  });

/** Settings with every group possibly disabled and small thresholds, so that both sides of each are met. */
export const settingsArb: fc.Arbitrary<MultiRaterSettings> = fc.record({
  selfNominates: fc.boolean(),
  supervisorApproves: fc.boolean(),
  groups: fc.record(
    Object.fromEntries(CONFIGURED_GROUPS.map((group) => [group, groupSettingsArb(group)])) as Record<
      ConfiguredGroup,
      fc.Arbitrary<GroupSettings>
    >,
  ),
});

const valuesArb = (q: Questionnaire) => formDataArb(q).map((formData) => formDataToValues(q, formData));

/** Raters of a questionnaire: at most one self, the others in `groups`, few enough that thresholds are reached. */
export const ratersArb = (
  q: Questionnaire,
  groups: readonly ConfiguredGroup[] = CONFIGURED_GROUPS,
): fc.Arbitrary<GeneratedRater[]> => {
  const rater = (groups: fc.Arbitrary<GeneratedRater['group']>) =>
    fc.record({
      group: groups,
      state: fc.constantFrom<RaterState>('answered', 'answered', 'answered', 'invited', 'declined'),
      values: valuesArb(q),
      alternative: valuesArb(q),
    });
  return fc
    .tuple(
      fc.option(rater(fc.constant('self')), { nil: undefined }),
      fc.array(rater(fc.constantFrom(...groups)), { maxLength: 12 }),
    )
    .map(([self, others]) => (self ? [self, ...others] : others));
};

/** A questionnaire, settings and raters. */
export const roundArb: fc.Arbitrary<GeneratedRound> = questionnaireArb.chain((q) =>
  fc.record({ q: fc.constant(q), settings: settingsArb, raters: ratersArb(q) }),
);

const conditionArb = (elementId: string, itemId?: string): fc.Arbitrary<Condition> =>
  fc
    .oneof(
      fc.record({
        operator: fc.constantFrom(
          'equals' as const,
          'notEquals' as const,
          'greaterThan' as const,
          'lessThan' as const,
        ),
        value: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ operator: fc.constant('oneOf' as const), value: fc.constant<number[]>([1, 3]) }),
    )
    .map((c) => ({ elementId, ...(itemId ? { itemId } : {}), ...c }));

/**
 * Rounds on a small questionnaire whose groupings hang on the answers to scales (a question and a matrix row,
 * three values each, so conditions flip often): the case where a hidden scale's answer decides what else shows.
 */
export const conditionalRoundArb: fc.Arbitrary<GeneratedRound> = fc
  .tuple(conditionArb('src'), conditionArb('mx', 'r1'))
  .map(([onScale, onRow]) =>
    buildQuestionnaire([
      [
        buildElement('scaleQuestion', 'src', { minValue: 1, maxValue: 3, allowComment: true }),
        buildElement('scaleMatrix', 'mx', {
          minValue: 1,
          maxValue: 3,
          allowComment: true,
          items: ['r1', 'r2'].map((id, index) => ({ id, index, title: bilingual(id) })),
        }),
        buildGroup(
          'g',
          [
            buildElement('textQuestion', 'txt'),
            buildElement('scaleQuestion', 'dep', { minValue: 1, maxValue: 3, allowComment: true }),
          ],
          { hasCondition: true, condition: onScale },
        ),
        buildGroup('h', [buildElement('textQuestion', 'txt2')], { hasCondition: true, condition: onRow }),
      ],
    ]),
  )
  .chain((q) =>
    fc.record({ q: fc.constant(q), settings: settingsArb, raters: ratersArb(q, ['supervisor', 'peer']) }),
  );
