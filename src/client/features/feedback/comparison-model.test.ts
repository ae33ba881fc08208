import { describe, expect, it } from 'vitest';
import { comparisonLines } from './comparison-model';
import type { Comparison, FeedbackForm } from '../../../engine/api/feedbacks-answers';

const form = (id: string): FeedbackForm =>
  ({
    id: 1,
    version: 1,
    correlationId: id,
    name: id,
    questionnaireType: 1,
    isDraft: false,
    pages: [
      {
        id: 'p',
        pageIndex: 0,
        elements: [
          {
            id: `${id}-overall`,
            index: 0,
            type: 'scaleQuestion',
            anchors: [{ value: 4, label: { 'de-DE': 'Gut', 'en-US': 'Good' } }],
          },
        ],
      },
    ],
  }) as unknown as FeedbackForm;

const values = { itemValues: [], matrixValues: [], comments: [], tableItems: [], careerData: [] };
const comparison: Comparison = {
  self: { feedbackId: 1, status: 200, isSubmitted: true, form: form('s'), values },
  manager: { feedbackId: 2, status: 200, isSubmitted: true, form: form('m'), values },
  pairs: [
    {
      name: 'overall',
      type: 'scaleQuestion',
      title: { 'de-DE': 'Gesamt', 'en-US': 'Overall' },
      items: [],
      selfElementId: 's-overall',
      managerElementId: 'm-overall',
      self: { value: 4, comment: 'Proud' },
      manager: { value: 2 },
    },
    {
      name: 'skills',
      type: 'scaleMatrix',
      title: { 'en-US': 'Skills' },
      items: [
        { id: 'teamwork', title: { 'en-US': 'Teamwork' } },
        { id: 'ownership', title: { 'en-US': 'Ownership' } },
      ],
      selfElementId: 's-skills',
      managerElementId: null,
      self: { teamwork: { value: 3 } },
      manager: null,
    },
    {
      name: 'projects',
      type: 'tableQuestion',
      title: {},
      items: [],
      selfElementId: 's-projects',
      managerElementId: null,
      self: {
        rows: [
          { rowId: 'a', cells: { project: 'Pricing', result: 'Live' } },
          { rowId: 'b', cells: {} },
        ],
      },
      manager: null,
    },
  ],
};

describe('comparison lines', () => {
  it('puts both answers of a question side by side with anchors and the difference', () => {
    const [overall] = comparisonLines(comparison, 'en-US');
    expect(overall).toMatchObject({
      title: 'Overall',
      self: { value: 4, anchor: 'Good', comment: 'Proud' },
      manager: { value: 2 },
      difference: 2,
    });
  });

  it('shows a matrix as a heading with one line per row', () => {
    const lines = comparisonLines(comparison, 'en-US').filter((l) => l.key.startsWith('skills'));
    expect(lines.map((l) => [l.title, l.isHeading, l.isItem])).toEqual([
      ['Skills', true, false],
      ['Teamwork', false, true],
      ['Ownership', false, true],
    ]);
    expect(lines[1]).toMatchObject({ self: { value: 3 }, manager: null, difference: undefined });
    expect(lines[2].self).toBeNull();
  });

  it('shows table rows as text and falls back to the name for a missing title', () => {
    const projects = comparisonLines(comparison, 'de-DE').find((l) => l.key === 'projects');
    expect(projects).toMatchObject({ title: 'projects', self: { rows: ['Pricing · Live'] } });
  });
});
