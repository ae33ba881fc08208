import { describe, expect, it } from 'vitest';
import { emptyFeedbackValues } from './answer-types';
import { textAnswersOf } from './text-answers';
import { bilingual, buildElement, buildGroup, buildQuestionnaire } from './testing/factories';

const q = buildQuestionnaire([
  [
    buildElement('scaleQuestion', 'mood', { minValue: 1, maxValue: 4, title: bilingual('Stimmung') }),
    buildElement('textQuestion', 'note', { title: bilingual('Anmerkung') }),
    buildElement('tableQuestion', 'ideas', { title: bilingual('Ideen') }),
    buildGroup('more', [buildElement('textQuestion', 'why')], {
      hasCondition: true,
      condition: { elementId: 'mood', operator: 'lessThan', value: 3 },
    }),
  ],
]);

describe('textAnswersOf', () => {
  it('gives the non-blank texts, comments and table cells, under their element', () => {
    const texts = textAnswersOf(q, {
      ...emptyFeedbackValues(),
      itemValues: [{ elementId: 'mood', value: 4 }],
      comments: [
        { elementId: 'note', itemId: null, comment: 'Gut' },
        { elementId: 'mood', itemId: null, comment: '  ' },
      ],
      tableItems: [{ elementId: 'ideas', rowId: 'r1', index: 0, cells: { what: 'Obst', who: '' } }],
    });
    expect(texts).toEqual([
      { elementId: 'note', itemId: null, title: bilingual('Anmerkung'), text: 'Gut' },
      { elementId: 'ideas', itemId: 'what', title: bilingual('Ideen'), text: 'Obst' },
    ]);
  });

  it('leaves out the answer to a grouping its condition hides, and to elements the version lacks', () => {
    const comments = [
      { elementId: 'why', itemId: null, comment: 'versteckt' },
      { elementId: 'gone', itemId: null, comment: 'alt' },
    ];
    const shownFor = (mood: number) =>
      textAnswersOf(q, {
        ...emptyFeedbackValues(),
        itemValues: [{ elementId: 'mood', value: mood }],
        comments,
      });
    expect(shownFor(4)).toEqual([]);
    expect(shownFor(2).map((t) => t.text)).toEqual(['versteckt']);
  });
});
