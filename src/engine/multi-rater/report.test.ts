import { describe, expect, it } from 'vitest';
import { emptyFeedbackValues } from '../forms/answer-types';
import { bilingual, buildElement, buildGroup, buildQuestionnaire } from '../forms/testing/factories';
import type { RaterGroup } from './groups';
import { buildMultiRaterReport } from './report';
import type { MultiRaterScale, RoundRater } from './report-types';
import { DEFAULT_MULTI_RATER_SETTINGS, type MultiRaterSettings } from './settings';

const rows = (...ids: string[]) => ids.map((id, index) => ({ id, index, title: bilingual(id) }));
const layout = buildQuestionnaire([
  [
    buildElement('scaleQuestion', 'q1', { allowComment: true }),
    buildElement('scaleMatrix', 'm1', { items: rows('r1', 'r2'), allowComment: true }),
    buildElement('scaleQuestion', 'q2'),
    buildElement('textQuestion', 't1'),
    buildGroup('g1', [buildElement('textQuestion', 'why')], {
      hasCondition: true,
      condition: { elementId: 'q2', operator: 'lessThan', value: 3 },
    }),
  ],
]);

/** An answered rater: `scales` by element id or `element.row`, `texts` the same way (comments). */
function answered(
  group: RaterGroup,
  scales: Record<string, number>,
  texts: Record<string, string> = {},
): RoundRater {
  const split = (key: string) => key.split('.') as [string, string?];
  const values = emptyFeedbackValues();
  for (const [key, value] of Object.entries(scales)) {
    const [elementId, itemId] = split(key);
    if (itemId) values.matrixValues.push({ elementId, itemId, value });
    else values.itemValues.push({ elementId, value });
  }
  for (const [key, comment] of Object.entries(texts)) {
    const [elementId, itemId] = split(key);
    values.comments.push({ elementId, itemId: itemId ?? null, comment });
  }
  return { group, state: 'answered', answers: { questionnaire: layout, values } };
}
const invited = (group: RaterGroup): RoundRater => ({ group, state: 'invited' });
const declined = (group: RaterGroup): RoundRater => ({ group, state: 'declined' });
const report = (raters: RoundRater[], settings: MultiRaterSettings = DEFAULT_MULTI_RATER_SETTINGS) =>
  buildMultiRaterReport({ layout, settings, raters });
const scale = (scales: MultiRaterScale[], elementId: string, itemId: string | null = null) =>
  scales.find((s) => s.elementId === elementId && s.itemId === itemId)!;
const part = (s: MultiRaterScale, group: RaterGroup) => s.byGroup.find((p) => p.group === group);
const peers = (n: number, scales: Record<string, number>, texts: Record<string, string> = {}) =>
  Array.from({ length: n }, () => answered('peer', scales, texts));

describe('buildMultiRaterReport: groups', () => {
  it('counts every enabled group and self in group order; a disabled group is absent', () => {
    const r = report([
      answered('self', { q1: 3 }),
      invited('peer'),
      declined('peer'),
      ...peers(3, { q1: 4 }),
      answered('external', { q1: 1 }),
      invited('directReport'),
    ]);
    expect(r.groups).toEqual([
      { group: 'self', invited: 1, answered: 1, declined: 0, shown: true },
      { group: 'supervisor', invited: 0, answered: 0, declined: 0, shown: false },
      { group: 'peer', invited: 5, answered: 3, declined: 1, shown: true },
      { group: 'directReport', invited: 1, answered: 0, declined: 0, shown: false },
      { group: 'other', invited: 0, answered: 0, declined: 0, shown: false },
    ]);
    expect(r.responseRate).toEqual({ invited: 7, answered: 4, declined: 1 });
    expect(scale(r.scales, 'q1').byGroup.map((p) => p.group)).toEqual([
      'supervisor',
      'peer',
      'directReport',
      'other',
    ]);
    expect(scale(r.scales, 'q1').others).toEqual({ count: 3, average: 4, distribution: [0, 0, 0, 3, 0] });
  });

  it.each([
    [2, false],
    [3, true],
    [4, true],
  ])('shows an anonymous group of threshold 3 with %i answers: %s', (n, shown) => {
    const r = report([...peers(n, { q1: 2, q2: 5 }), declined('peer')]);
    expect(r.groups.find((g) => g.group === 'peer')?.shown).toBe(shown);
    const q1 = scale(r.scales, 'q1');
    expect(part(q1, 'peer')).toEqual(
      shown
        ? { group: 'peer', shown: true, count: n, average: 2, distribution: [0, n, 0, 0, 0] }
        : { group: 'peer', shown: false, reason: 'belowThreshold' },
    );
    expect(q1.others?.count ?? 0).toBe(shown ? n : 0);
  });

  it('tells a group with no answer from one below its threshold', () => {
    const r = report([invited('directReport'), answered('other', { q1: 1 })]);
    expect(part(scale(r.scales, 'q1'), 'directReport')).toEqual({
      group: 'directReport',
      shown: false,
      reason: 'noAnswers',
    });
    expect(part(scale(r.scales, 'q1'), 'other')).toEqual({
      group: 'other',
      shown: false,
      reason: 'belowThreshold',
    });
    expect(scale(r.scales, 'q1').others).toBeNull();
  });
});

describe('buildMultiRaterReport: scales', () => {
  it('shows self and the supervisor from one answer, and pools the supervisor into others', () => {
    const r = report([answered('self', { q1: 5, 'm1.r1': 2 }), answered('supervisor', { q1: 3 })]);
    const q1 = scale(r.scales, 'q1');
    expect(q1.self).toBe(5);
    expect(part(q1, 'supervisor')).toEqual({
      group: 'supervisor',
      shown: true,
      count: 1,
      average: 3,
      distribution: [0, 0, 1, 0, 0],
    });
    expect(q1.others).toEqual({ count: 1, average: 3, distribution: [0, 0, 1, 0, 0] });
    expect(q1.gap).toBe(-2);
    const r1 = scale(r.scales, 'm1', 'r1');
    expect([r1.self, r1.others, r1.gap]).toEqual([2, null, null]);
    expect(part(r1, 'supervisor')).toEqual({ group: 'supervisor', shown: false, reason: 'noAnswers' });
  });

  it('hides a shown group on a scale fewer than its threshold answered, and leaves it out of others', () => {
    const r = report([
      answered('supervisor', { q2: 1 }),
      answered('peer', { q1: 4, q2: 2 }),
      answered('peer', { q1: 4, q2: 2 }),
      answered('peer', { q1: 5 }),
    ]);
    const q2 = scale(r.scales, 'q2');
    expect(part(q2, 'peer')).toEqual({ group: 'peer', shown: false, reason: 'belowThreshold' });
    expect(q2.others).toEqual({ count: 1, average: 1, distribution: [1, 0, 0, 0, 0] });
    // nobody of a shown anonymous group answering reads the same as too few
    expect(part(scale(r.scales, 'm1', 'r2'), 'peer')).toEqual({
      group: 'peer',
      shown: false,
      reason: 'belowThreshold',
    });
    expect(scale(r.scales, 'q1').others).toEqual({ count: 3, average: 4.33, distribution: [0, 0, 0, 2, 1] });
  });

  it('rounds the gap to two places', () => {
    const r = report([answered('self', { q1: 4 }), ...peers(2, { q1: 4 }), answered('peer', { q1: 3 })]);
    expect(scale(r.scales, 'q1').others?.average).toBe(3.67);
    expect(scale(r.scales, 'q1').gap).toBe(-0.33);
  });
});

describe('buildMultiRaterReport: blind spots and hidden strengths', () => {
  const wide = buildQuestionnaire([
    [
      buildElement('scaleMatrix', 'm', {
        items: rows('a', 'b', 'c', 'd', 'e', 'f'),
        minValue: 1,
        maxValue: 5,
      }),
    ],
  ]);
  const matrix = (group: RaterGroup, values: number[]): RoundRater => ({
    group,
    state: 'answered',
    answers: {
      questionnaire: wide,
      values: {
        ...emptyFeedbackValues(),
        matrixValues: values.map((value, i) => ({ elementId: 'm', itemId: 'abcdef'[i], value })),
      },
    },
  });

  it('names up to three of each, |gap| >= 0.5, widest first and ties in layout order', () => {
    const r = buildMultiRaterReport({
      layout: wide,
      settings: DEFAULT_MULTI_RATER_SETTINGS,
      raters: [matrix('self', [5, 5, 5, 1, 3, 5]), matrix('supervisor', [4, 3, 3, 2, 3, 1])],
    });
    expect(r.scales.map((s) => s.gap)).toEqual([-1, -2, -2, 1, 0, -4]);
    expect(r.blindSpots.map((s) => s.itemId)).toEqual(['f', 'b', 'c']);
    expect(r.hiddenStrengths.map((s) => s.itemId)).toEqual(['d']);
  });

  it('leaves out gaps below 0.5', () => {
    const r = buildMultiRaterReport({
      layout: wide,
      settings: DEFAULT_MULTI_RATER_SETTINGS,
      raters: [
        matrix('self', [3, 3, 3, 3, 3, 3]),
        matrix('peer', [3, 3, 3, 3, 3, 4]),
        ...[1, 2].map(() => matrix('peer', [3, 3, 3, 3, 3, 3])),
      ],
    });
    expect(r.scales[5].gap).toBe(0.33);
    expect([r.blindSpots, r.hiddenStrengths]).toEqual([[], []]);
  });
});

describe('buildMultiRaterReport: comments', () => {
  it('gives shown groups and the supervisor their comments in content order, blanks dropped', () => {
    const r = report([
      answered('self', { q1: 1 }, { t1: 'my own' }),
      answered('supervisor', {}, { q1: 'boss says', t1: '  ' }),
      answered('peer', { q1: 4, 'm1.r1': 2 }, { t1: 'zeta', 'm1.r1': 'row' }),
      answered('peer', { q1: 4, 'm1.r1': 2 }, { t1: 'alpha', q1: 'fine' }),
      answered('peer', { q1: 4, 'm1.r1': 2 }, { t1: 'beta ' }),
      answered('other', { q1: 1 }, { t1: 'hidden group' }),
    ]);
    expect(r.comments).toEqual([
      { group: 'supervisor', items: [{ elementId: 'q1', itemId: null, text: 'boss says' }] },
      {
        group: 'peer',
        items: [
          { elementId: 'm1', itemId: 'r1', text: 'row' },
          { elementId: 'q1', itemId: null, text: 'fine' },
          { elementId: 't1', itemId: null, text: 'alpha' },
          { elementId: 't1', itemId: null, text: 'beta' },
          { elementId: 't1', itemId: null, text: 'zeta' },
        ],
      },
    ]);
    expect(JSON.stringify(r)).not.toContain('hidden group');
    expect(JSON.stringify(r)).not.toContain('my own');
  });

  it('drops comments on a scale hidden for the group, and those shown only because of its answer', () => {
    const r = report([
      answered('peer', { q1: 3 }, { q1: 'a', why: 'because' }),
      answered('peer', { q1: 3, q2: 1 }, { q1: 'b', why: 'low q2' }),
      answered('peer', {}, { t1: 'kept' }),
    ]);
    expect(part(scale(r.scales, 'q2'), 'peer')?.shown).toBe(false);
    expect(r.comments).toEqual([{ group: 'peer', items: [{ elementId: 't1', itemId: null, text: 'kept' }] }]);
    // with q1 hidden too, its comments go
    expect(part(scale(r.scales, 'q1'), 'peer')?.shown).toBe(false);
  });

  it('keeps comments whose visibility depends on a shown scale, and drops those of unmet conditions', () => {
    const r = report([
      answered('peer', { q2: 1 }, { why: 'low' }),
      answered('peer', { q2: 2 }, { why: 'lower' }),
      answered('peer', { q2: 5 }, { why: 'unseen' }),
    ]);
    expect(r.comments).toEqual([
      {
        group: 'peer',
        items: [
          { elementId: 'why', itemId: null, text: 'low' },
          { elementId: 'why', itemId: null, text: 'lower' },
        ],
      },
    ]);
  });
});
