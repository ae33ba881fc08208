import { customComponentOf } from './custom-components';
import { DEFAULT_SCALE, type FormElement } from './questionnaire-types';

/**
 * The form-data shape of an element's answer; every part of the engine (schema, values, checks) switches on this
 * instead of on the element type, so kinds that store alike (actionField and tableQuestion) share one code path.
 */
export type AnswerShape =
  'none' | 'comment' | 'scale' | 'matrix' | 'table' | 'targets' | 'career' | 'hardfacts';

/** Pure. The answer shape of an element; 'none' for display-only kinds and unknown custom components. */
export function answerShapeOf(element: FormElement): AnswerShape {
  switch (element.type) {
    case 'textQuestion':
      return 'comment';
    case 'scaleQuestion':
      return 'scale';
    case 'scaleMatrix':
      return 'matrix';
    case 'tableQuestion':
    case 'actionField':
      return 'table';
    case 'targetField':
      return 'targets';
    case 'customElement': {
      const component = customComponentOf(element);
      if (component === 'careerDevelopment') return 'career';
      if (component === 'hardfacts') return 'hardfacts';
      return 'none';
    }
    default:
      return 'none';
  }
}

/** Pure. The scale range of an element with the defaults 1..5 applied. */
export function scaleRange(element: FormElement): { min: number; max: number } {
  return { min: element.minValue ?? DEFAULT_SCALE.minValue, max: element.maxValue ?? DEFAULT_SCALE.maxValue };
}

/** Pure. True when a scale question or matrix shows its scale (`useScale` defaults to true). */
export function usesScale(element: FormElement): boolean {
  return element.useScale !== false;
}

/** Pure. True when the element takes a comment: always for a textQuestion, with `allowComment` for scales. */
export function allowsComment(element: FormElement): boolean {
  const shape = answerShapeOf(element);
  if (shape === 'comment') return true;
  return (shape === 'scale' || shape === 'matrix') && element.allowComment === true;
}

/** Pure. True when the scale value (per item for a matrix, per entry for hardfacts) is mandatory. */
export function isScaleMandatory(element: FormElement): boolean {
  const shape = answerShapeOf(element);
  if (shape === 'hardfacts') return element.mandatoryScale === true;
  return (shape === 'scale' || shape === 'matrix') && usesScale(element) && element.mandatoryScale === true;
}

/** Pure. True when a comment / free text is mandatory (textQuestion, scale comments, career `data`). */
export function isCommentMandatory(element: FormElement): boolean {
  if (answerShapeOf(element) === 'career') return element.mandatoryComment === true;
  return allowsComment(element) && element.mandatoryComment === true;
}

/** Pure. True when a list kind (table, action field, targets) needs at least one row: `mandatoryComment`. */
export function isListMandatory(element: FormElement): boolean {
  const shape = answerShapeOf(element);
  return (shape === 'table' || shape === 'targets') && element.mandatoryComment === true;
}

/** Pure. True when career path and development type are mandatory. */
export function isCareerChoiceMandatory(element: FormElement): boolean {
  return answerShapeOf(element) === 'career' && element.mandatoryScale === true;
}

/** Pure. True when any rule makes some part of the element's answer mandatory. */
export function isElementMandatory(element: FormElement): boolean {
  return (
    isScaleMandatory(element) ||
    isCommentMandatory(element) ||
    isListMandatory(element) ||
    isCareerChoiceMandatory(element)
  );
}

/** Pure. True when a text counts as given for mandatory rules and `answered` conditions: it has a non-blank character. */
export function isFilledText(value: unknown): value is string {
  return typeof value === 'string' && /\S/u.test(value);
}
