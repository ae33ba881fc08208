import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '../../../engine/forms/questionnaire-types';
import { compileContextOf } from './compile-context';

const questionnaire = {
  correlationId: 'c',
  name: 'Doc',
  questionnaireType: 1,
  isDraft: false,
  pages: [
    {
      id: 'p1',
      elements: [
        { id: 'r1', type: 'tableReview', referencedElementName: 'projects' },
        {
          id: 'g',
          type: 'grouping',
          elements: [{ id: 'r2', type: 'tableReview', referencedElementName: 'goals' }],
        },
      ],
    },
  ],
} as unknown as Questionnaire;

describe('compile context of a feedback', () => {
  it('knows every referenced table and carries the review rows in order', () => {
    const context = compileContextOf(questionnaire, [
      {
        elementName: 'projects',
        sourceFeedbackId: 1,
        sourceFeedbackType: 1,
        sourceElementId: 'ms-projects',
        columns: [
          { id: 'project', title: { 'de-DE': 'Projekt' } },
          { id: 'role', title: { 'de-DE': 'Rolle' } },
        ],
        rows: [
          { rowId: 'b', index: 1, cells: { project: 'B' } },
          { rowId: 'a', index: 0, cells: { project: 'A' } },
        ],
      },
    ]);
    expect(context.knownTableNames).toEqual(['projects', 'goals']);
    expect(context.reviewTables?.projects).toEqual({
      columns: [
        { id: 'project', index: 0, title: { 'de-DE': 'Projekt' } },
        { id: 'role', index: 1, title: { 'de-DE': 'Rolle' } },
      ],
      rows: [
        { rowId: 'a', cells: { project: 'A' } },
        { rowId: 'b', cells: { project: 'B' } },
      ],
    });
  });
});
