import { describe, expect, it } from 'vitest';
import { emptyFeedbackValues, type Questionnaire } from '../../../engine/forms';
import { comparisonRows, questionnaireBlocks } from './content';
import { ARCHIVE_TEXTS } from './texts';

const en = { language: 'en-US' as const, texts: ARCHIVE_TEXTS['en-US'] };
const de = { language: 'de-DE' as const, texts: ARCHIVE_TEXTS['de-DE'] };
const t2 = (en: string, de: string) => ({ 'en-US': en, 'de-DE': de });

function questionnaire(prefix: string): Questionnaire {
  return {
    correlationId: `c-${prefix}`,
    name: prefix,
    questionnaireType: 1,
    isDraft: false,
    pages: [
      {
        id: 'p1',
        pageIndex: 0,
        title: t2('Review', 'Rückblick'),
        elements: [
          {
            id: `${prefix}-overall`,
            index: 0,
            type: 'scaleQuestion',
            name: 'overall',
            title: t2('Overall', 'Gesamt'),
            minValue: 1,
            maxValue: 5,
            allowComment: true,
          },
          {
            id: `${prefix}-skills`,
            index: 1,
            type: 'scaleMatrix',
            name: 'skills',
            title: t2('Skills', 'Fähigkeiten'),
            minValue: 1,
            maxValue: 4,
            items: [
              { id: 'team', index: 0, title: t2('Teamwork', 'Teamarbeit') },
              { id: 'own', index: 1, title: t2('Ownership', 'Verantwortung') },
            ],
          },
          {
            id: `${prefix}-low`,
            index: 2,
            type: 'grouping',
            title: t2('Why low?', 'Warum niedrig?'),
            hasCondition: true,
            condition: { elementId: `${prefix}-overall`, operator: 'lessThan', value: 3 },
            elements: [{ id: `${prefix}-why`, index: 0, type: 'textQuestion', title: t2('Why', 'Warum') }],
          },
          {
            id: `${prefix}-text`,
            index: 3,
            type: 'textQuestion',
            name: 'text',
            title: t2('Highlights', 'Höhepunkte'),
          },
        ],
      },
    ],
  } as Questionnaire;
}

const answered = (prefix: string, overall: number, own: number, text: string) => ({
  ...emptyFeedbackValues(),
  itemValues: [{ elementId: `${prefix}-overall`, value: overall }],
  matrixValues: [{ elementId: `${prefix}-skills`, itemId: 'own', value: own }],
  comments: [
    { elementId: `${prefix}-overall`, itemId: null, comment: 'solid' },
    { elementId: `${prefix}-text`, itemId: null, comment: text },
    { elementId: `${prefix}-why`, itemId: null, comment: 'hidden answer' },
  ],
});

describe('archive content', () => {
  it('lists pages, answers and matrices in reading order, in the language, without hidden groups', () => {
    const blocks = questionnaireBlocks(questionnaire('s'), answered('s', 4, 2, 'Shipped it'), de);
    expect(blocks).toEqual([
      { kind: 'pageTitle', text: 'Rückblick' },
      { kind: 'answer', question: 'Gesamt', lines: ['4 / 5', 'Kommentar: solid'] },
      {
        kind: 'table',
        question: 'Fähigkeiten',
        columns: ['', '', 'Kommentar'],
        rows: [
          ['Teamarbeit', '—', ''],
          ['Verantwortung', '2 / 4', ''],
        ],
      },
      { kind: 'answer', question: 'Höhepunkte', lines: ['Shipped it'] },
    ]);
  });

  it('shows a conditional group when its condition holds', () => {
    const blocks = questionnaireBlocks(questionnaire('s'), answered('s', 2, 2, 'x'), en);
    expect(blocks).toContainEqual({ kind: 'heading', text: 'Why low?' });
    expect(blocks).toContainEqual({ kind: 'answer', question: 'Why', lines: ['hidden answer'] });
  });

  it('pairs self and supervisor answers by element name, a row per matrix item', () => {
    const rows = comparisonRows(
      { questionnaire: questionnaire('s'), values: answered('s', 4, 2, 'Mine') },
      { questionnaire: questionnaire('m'), values: answered('m', 3, 4, 'Theirs') },
      en,
    );
    expect(rows).toEqual([
      ['Overall', '4 / 5\nComment: solid', '3 / 5\nComment: solid'],
      ['Skills – Teamwork', '—', '—'],
      ['Skills – Ownership', '2 / 4', '4 / 4'],
      ['Highlights', 'Mine', 'Theirs'],
    ]);
    expect(
      comparisonRows(undefined, { questionnaire: questionnaire('m'), values: emptyFeedbackValues() }, en)[0],
    ).toEqual(['Overall', '—', '—']);
  });
});
