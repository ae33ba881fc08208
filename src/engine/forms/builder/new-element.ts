import { CUSTOM_COMPONENT_NAMES } from '../custom-components';
import { indexQuestionnaire } from '../questionnaire-index';
import {
  ELEMENT_TYPES,
  type ElementType,
  type FormElement,
  type FormItem,
  type Localized,
  type Questionnaire,
} from '../questionnaire-types';
import { elementIds, freshId } from './locate';

/** What the palette offers: every element kind; custom elements start with the first registered component. */
export const PALETTE_KINDS: readonly ElementType[] = ELEMENT_TYPES;

/** Texts a new element gets; the client passes them in both languages. */
export type NewElementTexts = {
  title: Localized;
  /** title of the n-th (1-based) row of a matrix or column of a table */
  item: (n: number) => Localized;
};

const items = (texts: NewElementTexts, count: number): FormItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: `i${i + 1}`, index: i, title: texts.item(i + 1) }));

/**
 * Pure. A new element of `type` for `q`: a fresh id (`e<n>`), the given title, and the fields that make it
 * publishable at once (scale 1..5, two matrix rows or table columns, a machine name on tables so a review can
 * reference them, the first table of the form for a review, an empty grouping).
 */
export function newElement(q: Questionnaire, type: ElementType, texts: NewElementTexts): FormElement {
  const id = freshId(elementIds(q), 'e');
  const base: FormElement = { id, index: 0, type, title: texts.title };
  switch (type) {
    case 'textQuestion':
      return { ...base, commentFieldType: 2 };
    case 'scaleQuestion':
      return { ...base, minValue: 1, maxValue: 5, useScale: true };
    case 'scaleMatrix':
      return { ...base, minValue: 1, maxValue: 5, useScale: true, items: items(texts, 2) };
    case 'tableQuestion':
      return { ...base, name: `table_${id}`, items: items(texts, 2) };
    case 'tableReview': {
      const table = indexQuestionnaire(q).entries.find(
        (e) => e.element.type === 'tableQuestion' && e.element.name,
      );
      return { ...base, referencedElementName: table?.element.name ?? '' };
    }
    case 'grouping':
      return { ...base, elements: [] };
    case 'customElement':
      return { ...base, customComponent: CUSTOM_COMPONENT_NAMES[0] };
    default:
      return base;
  }
}
