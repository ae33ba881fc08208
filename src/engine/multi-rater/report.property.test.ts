import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CommentValue, FeedbackValues } from '../forms/answer-types';
import { bilingual, buildElement, buildQuestionnaire } from '../forms/testing/factories';
import { CONFIGURED_GROUPS, isNamedGroup } from './groups';
import { buildMultiRaterReport } from './report';
import type { MultiRaterReport, RoundRater } from './report-types';
import { scaleKey } from './scale-report';
import { shownThreshold } from './settings';
import {
  conditionalRoundArb,
  ratersArb,
  roundArb,
  settingsArb,
  type GeneratedRater,
  type GeneratedRound,
} from './testing/round-arbitrary';

// a failing case stops shrinking after the time limit and still fails with the smallest case found so far
const LIMITS = { interruptAfterTimeLimit: 30_000, markInterruptAsFailure: true };
const RUNS = { numRuns: 120, ...LIMITS };
const SLOW = 60_000;

const roundRater = ({ group, state, values }: GeneratedRater, q: GeneratedRound['q']): RoundRater =>
  state === 'answered' ? { group, state, answers: { questionnaire: q, values } } : { group, state };
const reportOf = (round: GeneratedRound, raters = round.raters) =>
  buildMultiRaterReport({
    layout: round.q,
    settings: round.settings,
    raters: raters.map((r) => roundRater(r, round.q)),
  });

/** The keys of the scales hidden for a group that is itself shown. */
function hiddenScales(report: MultiRaterReport, group: string): Set<string> {
  return new Set(
    report.scales
      .filter((s) => s.byGroup.some((p) => p.group === group && !p.shown))
      .map((s) => scaleKey(s.elementId, s.itemId)),
  );
}

/** `values` with the answers to the `hidden` scales (values and comments) taken from `other` instead. */
function swapHidden(values: FeedbackValues, other: FeedbackValues, hidden: Set<string>): FeedbackValues {
  const otherValue = new Map([
    ...other.itemValues.map((v) => [scaleKey(v.elementId, null), v.value] as const),
    ...other.matrixValues.map((v) => [scaleKey(v.elementId, v.itemId), v.value] as const),
  ]);
  // an answered scale stays answered: how many answered a scale is what decides whether it is hidden
  const swap = <T extends { elementId: string; value: number }>(v: T, itemId: string | null): T => {
    const key = scaleKey(v.elementId, itemId);
    return hidden.has(key) ? { ...v, value: otherValue.get(key) ?? v.value } : v;
  };
  const onHidden = (c: CommentValue) => hidden.has(scaleKey(c.elementId, c.itemId));
  return {
    ...values,
    itemValues: values.itemValues.map((v) => swap(v, null)),
    matrixValues: values.matrixValues.map((v) => swap(v, v.itemId)),
    comments: [...values.comments.filter((c) => !onHidden(c)), ...other.comments.filter(onHidden)],
  };
}

describe('buildMultiRaterReport properties', () => {
  it(
    'is the same for any order of the raters',
    () => {
      const withOrder = roundArb.chain((round) =>
        fc
          .shuffledSubarray(round.raters, { minLength: round.raters.length, maxLength: round.raters.length })
          .map((shuffled) => ({ round, shuffled })),
      );
      fc.assert(
        fc.property(withOrder, ({ round, shuffled }) => {
          expect(reportOf(round, shuffled)).toEqual(reportOf(round));
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it.each([
    ['generated questionnaires', roundArb],
    ['groupings that hang on scale answers', conditionalRoundArb],
  ])(
    'depends on no answer of a hidden group or of a scale hidden for its group (%s)',
    (_, rounds) => {
      let swappedScales = 0;
      fc.assert(
        fc.property(rounds, (round) => {
          const report = reportOf(round);
          const shown = new Map(report.groups.map((g) => [g.group, g.shown]));
          const changed = round.raters.map((rater): GeneratedRater => {
            if (rater.state !== 'answered' || !shown.get(rater.group))
              return { ...rater, values: rater.alternative };
            if (isNamedGroup(rater.group)) return rater;
            const hidden = hiddenScales(report, rater.group);
            swappedScales += hidden.size;
            return { ...rater, values: swapHidden(rater.values, rater.alternative, hidden) };
          });
          expect(reportOf(round, changed)).toEqual(report);
        }),
        { numRuns: 300, ...LIMITS },
      );
      expect(swappedScales).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'shows nothing of an anonymous group with fewer answered raters than its threshold',
    () => {
      fc.assert(
        fc.property(roundArb, (round) => {
          const report = reportOf(round);
          for (const group of CONFIGURED_GROUPS.filter((g) => !isNamedGroup(g))) {
            const { threshold, enabled } = round.settings.groups[group];
            const answered = round.raters.filter((r) => r.group === group && r.state === 'answered').length;
            const parts = report.scales.flatMap((s) => s.byGroup.filter((p) => p.group === group));
            if (!enabled) expect(report.groups.some((g) => g.group === group)).toBe(false);
            if (answered < Math.max(threshold, 2)) {
              expect(report.groups.find((g) => g.group === group)?.shown ?? false).toBe(false);
              expect(parts.every((p) => !p.shown)).toBe(true);
              expect(report.comments.some((c) => c.group === group)).toBe(false);
            }
            // a shown part of a scale holds at least the threshold of answers too
            for (const p of parts)
              if (p.shown) expect(p.count).toBeGreaterThanOrEqual(Math.max(threshold, 2));
          }
        }),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'gives shown groups the average of their own answers, and others the pool of the shown parts',
    () => {
      const layout = buildQuestionnaire([
        [
          buildElement('scaleQuestion', 'a', { minValue: 1, maxValue: 5 }),
          buildElement('scaleQuestion', 'b', { minValue: 0, maxValue: 3 }),
          buildElement('scaleMatrix', 'm', {
            minValue: -2,
            maxValue: 2,
            items: [{ id: 'r', index: 0, title: bilingual('r') }],
          }),
        ],
      ]);
      const round = fc.record({ settings: settingsArb, raters: ratersArb(layout) });
      fc.assert(
        fc.property(round, ({ settings, raters }) => {
          const report = buildMultiRaterReport({
            layout,
            settings,
            raters: raters.map((r) => roundRater(r, layout)),
          });
          for (const scale of report.scales) {
            const valuesOf = (group: string) =>
              raters
                .filter((r) => r.group === group && r.state === 'answered')
                .flatMap((r) => [...r.values.itemValues, ...r.values.matrixValues])
                .filter((v) => v.elementId === scale.elementId)
                .map((v) => v.value);
            let pooled: number[] = [];
            for (const p of scale.byGroup) {
              const values = valuesOf(p.group);
              if (!p.shown) continue;
              expect(values.length).toBeGreaterThanOrEqual(shownThreshold(settings, p.group));
              expect(p.count).toBe(values.length);
              const sum = values.reduce((t, v) => t + v, 0);
              expect(p.average).toBe(Math.round((sum / values.length) * 100) / 100);
              expect(p.distribution.reduce((t, n) => t + n, 0)).toBe(values.length);
              pooled = [...pooled, ...values];
            }
            const pooledSum = pooled.reduce((t, v) => t + v, 0);
            expect(scale.others).toEqual(
              pooled.length === 0
                ? null
                : expect.objectContaining({
                    count: pooled.length,
                    average: Math.round((pooledSum / pooled.length) * 100) / 100,
                  }),
            );
          }
        }),
        { numRuns: 200, ...LIMITS },
      );
    },
    SLOW,
  );
});
