import type { FormElement, FormPage, Localized, Questionnaire } from '../questionnaire-types';

/** Pure. A bilingual text for tests and demos. */
export function bilingual(en: string, de = `${en} (de)`): Localized {
  return { 'en-US': en, 'de-DE': de };
}

/** Pure. An element of a kind with a title named after its id; `overrides` win. */
export function buildElement(
  type: FormElement['type'],
  id: string,
  overrides: Partial<FormElement> = {},
): FormElement {
  return { id, index: 0, type, title: bilingual(`Title ${id}`), ...overrides };
}

/** Pure. Sets `index` of each element to its array position, recursively into groupings. */
function indexed(elements: FormElement[]): FormElement[] {
  return elements.map((element, index) => ({
    ...element,
    index,
    ...(element.elements ? { elements: indexed(element.elements) } : {}),
  }));
}

/** Pure. A grouping around `elements` (indexed by position), optionally conditional. */
export function buildGroup(
  id: string,
  elements: FormElement[],
  overrides: Partial<FormElement> = {},
): FormElement {
  return buildElement('grouping', id, { elements: indexed(elements), ...overrides });
}

/**
 * Pure. A questionnaire for tests: each inner array is a page, elements indexed by position; `overrides` win.
 */
export function buildQuestionnaire(
  pages: FormElement[][],
  overrides: Partial<Questionnaire> = {},
): Questionnaire {
  const built: FormPage[] = pages.map((elements, pageIndex) => ({
    id: `p${pageIndex + 1}`,
    pageIndex,
    title: bilingual(`Page ${pageIndex + 1}`),
    elements: indexed(elements),
  }));
  return {
    correlationId: 'test-form',
    name: 'Test form',
    questionnaireType: 1,
    isDraft: false,
    pages: built,
    ...overrides,
  };
}
