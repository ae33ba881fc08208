import type { FormElement, Localized, Questionnaire } from '../questionnaire-types';

const text = (en: string, de: string): Localized => ({ 'en-US': en, 'de-DE': de });

/** The repeating pattern: every kind, with mandatory rules and comments switched on here and there. */
function element(n: number, index: number, lastTable: string | undefined): FormElement {
  const id = `e${n}`;
  const title = text(`Question ${n}`, `Frage ${n}`);
  const items = [1, 2, 3].map((i) => ({ id: `i${i}`, index: i, title: text(`Item ${i}`, `Punkt ${i}`) }));
  switch (n % 10) {
    case 0:
      return { id, index, type: 'textSection', title, subtitle: text('Read this', 'Bitte lesen') };
    case 1:
      return {
        id,
        index,
        type: 'scaleQuestion',
        title,
        mandatoryScale: true,
        allowComment: true,
        anchors: [{ value: 1, label: text('low', 'niedrig') }],
      };
    case 2:
      return { id, index, type: 'textQuestion', title, commentFieldType: 2, mandatoryComment: n % 16 === 2 };
    case 3:
      return { id, index, type: 'scaleMatrix', title, items, allowComment: true, mandatoryScale: true };
    case 4:
      return { id, index, type: 'tableQuestion', title, name: `table${n}`, items };
    case 5:
      return { id, index, type: 'actionField', title };
    case 6:
      return { id, index, type: 'textQuestion', title, commentFieldType: 3 };
    case 7:
      return { id, index, type: 'customElement', customComponent: 'hardfacts', title, items };
    case 8:
      return { id, index, type: 'targetField', title, mandatoryComment: n % 20 === 8 };
    default:
      return lastTable
        ? { id, index, type: 'tableReview', title, referencedElementName: lastTable }
        : { id, index, type: 'customElement', customComponent: 'careerDevelopment', title };
  }
}

/**
 * Pure. A deterministic questionnaire of exactly `n` elements (groupings and their contents counted) for
 * benchmarks and tests: pages of 25 elements of every kind (a table review shows the latest table), and every
 * 20th slot a grouping of 4 elements whose condition reads the scale question before it, with a nested
 * conditional grouping inside.
 */
export function buildLargeQuestionnaire(n: number): Questionnaire {
  const pages: Questionnaire['pages'] = [];
  let count = 0;
  let lastScale: string | undefined;
  let lastTable: string | undefined;
  const next = (index: number): FormElement => {
    count += 1;
    const made = element(count, index, lastTable);
    if (made.type === 'scaleQuestion') lastScale = made.id;
    if (made.type === 'tableQuestion') lastTable = made.name;
    return made;
  };
  while (count < n) {
    const elements: FormElement[] = [];
    for (let index = 0; index < 25 && count < n; index += 1) {
      if (index % 20 === 19 && lastScale && n - count >= 6) {
        const source = lastScale;
        count += 2;
        const groupId = `g${count - 1}`;
        const innerId = `g${count}`;
        const inner: FormElement[] = [next(0), next(1)];
        const outer: FormElement[] = [next(0), next(1)];
        outer.push({
          id: innerId,
          index: 2,
          type: 'grouping',
          hasCondition: true,
          condition: { elementId: source, operator: 'oneOf', value: [4, 5] },
          elements: inner,
        });
        elements.push({
          id: groupId,
          index,
          type: 'grouping',
          title: text('More questions', 'Weitere Fragen'),
          hasCondition: true,
          condition: { elementId: source, operator: 'greaterThan', value: 2 },
          elements: outer,
        });
      } else elements.push(next(index));
    }
    pages.push({
      id: `p${pages.length + 1}`,
      pageIndex: pages.length,
      title: text(`Page ${pages.length + 1}`, `Seite ${pages.length + 1}`),
      elements,
    });
  }
  return {
    id: 1,
    correlationId: `large-${n}`,
    version: 1,
    name: `Large ${n}`,
    questionnaireType: 1,
    isDraft: false,
    pages,
  };
}
