import type { LanguageKey } from '../../../engine/constants';
import { indexQuestionnaire } from '../../../engine/forms/questionnaire-index';
import type { FormElement } from '../../../engine/forms/questionnaire-types';
import { localized } from '../../process-common/labels';
import type { Comparison, ComparisonPair, FeedbackForm } from '../../../engine/api/feedbacks-answers';

/** One side's answer to show: a rating with its anchor text, a comment, or table rows as text. */
export type ShownAnswer = { value?: number; anchor?: string; comment?: string; rows?: string[] };

/** One line of the comparison: a question (or a matrix row under its question) with both answers. */
export type ComparisonLine = {
  key: string;
  title: string;
  /** a matrix row: indented under the question's heading line */
  isItem: boolean;
  /** a heading line (matrix title) has no answers of its own */
  isHeading: boolean;
  self: ShownAnswer | null;
  manager: ShownAnswer | null;
  /** how far the two ratings lie apart, when both are ratings */
  difference?: number;
};

type Loose = Record<string, unknown>;

const elementOf = (form: FeedbackForm | null | undefined, id: string | null): FormElement | undefined =>
  form && id ? indexQuestionnaire(form).byId.get(id)?.element : undefined;

function shown(raw: unknown, element: FormElement | undefined, locale: LanguageKey): ShownAnswer | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const answer = raw as Loose;
  const result: ShownAnswer = {};
  if (typeof answer.value === 'number') {
    result.value = answer.value;
    const anchor = element?.anchors?.find((a) => a.value === answer.value);
    if (anchor) result.anchor = localized(anchor.label, locale);
  }
  if (typeof answer.comment === 'string' && answer.comment.trim() !== '') result.comment = answer.comment;
  if (Array.isArray(answer.rows)) {
    result.rows = answer.rows
      .map((row) => Object.values((row as { cells?: Record<string, string> }).cells ?? {}).filter(Boolean))
      .filter((cells) => cells.length > 0)
      .map((cells) => cells.join(' · '));
  }
  return Object.keys(result).length === 0 ? null : result;
}

const gap = (a: ShownAnswer | null, b: ShownAnswer | null) =>
  a?.value !== undefined && b?.value !== undefined ? Math.abs(a.value - b.value) : undefined;

function linesOf(pair: ComparisonPair, comparison: Comparison, locale: LanguageKey): ComparisonLine[] {
  const selfElement = elementOf(comparison.self?.form, pair.selfElementId || null);
  const managerElement = elementOf(comparison.manager?.form, pair.managerElementId);
  const title = localized(pair.title, locale, pair.name);
  if (pair.type !== 'scaleMatrix') {
    const self = shown(pair.self, selfElement, locale);
    const manager = shown(pair.manager, managerElement, locale);
    return [
      {
        key: pair.name,
        title,
        isItem: false,
        isHeading: false,
        self,
        manager,
        difference: gap(self, manager),
      },
    ];
  }
  const heading: ComparisonLine = {
    key: pair.name,
    title,
    isItem: false,
    isHeading: true,
    self: null,
    manager: null,
  };
  return [
    heading,
    ...pair.items.map((item) => {
      const self = shown((pair.self as Loose | null)?.[item.id], selfElement, locale);
      const manager = shown((pair.manager as Loose | null)?.[item.id], managerElement, locale);
      return {
        key: `${pair.name}/${item.id}`,
        title: localized(item.title, locale, item.id),
        isItem: true,
        isHeading: false,
        self,
        manager,
        difference: gap(self, manager),
      };
    }),
  ];
}

/** Pure. The comparison as lines to show side by side, in the self-evaluation's order. */
export function comparisonLines(comparison: Comparison, locale: LanguageKey): ComparisonLine[] {
  return comparison.pairs.flatMap((pair) => linesOf(pair, comparison, locale));
}
