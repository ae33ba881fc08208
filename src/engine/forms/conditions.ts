import { answerShapeOf, isFilledText, usesScale } from './answer-shape';
import type { FormData } from './answer-types';
import type { JsonSchema } from './compiled-types';
import type { Condition, FormElement } from './questionnaire-types';

/** What a condition compares: a number (scale value, checklist 0/1) or a text. */
export type ConditionSourceKind = 'number' | 'text';

/** Pure. The condition of a grouping while `hasCondition` is set; other kinds never have one. */
export function activeCondition(element: FormElement): Condition | undefined {
  if (element.type !== 'grouping' || element.hasCondition !== true) return undefined;
  return element.condition;
}

/** Pure. Whether (and how) an element's answer can drive a condition; undefined when it cannot. */
export function conditionSourceKind(source: FormElement): ConditionSourceKind | undefined {
  const shape = answerShapeOf(source);
  if (shape === 'comment') return 'text';
  if (shape === 'hardfacts') return 'number';
  if ((shape === 'scale' || shape === 'matrix') && usesScale(source)) return 'number';
  return undefined;
}

/** Pure. True when the source answers per item, so a condition on it must name an `itemId`. */
export function conditionNeedsItem(source: FormElement): boolean {
  const shape = answerShapeOf(source);
  return shape === 'matrix' || shape === 'hardfacts';
}

/** Pure. The keys from the form-data root to the compared value, e.g. `['q1', 'value']` or `['m1', 'row2', 'value']`. */
function conditionPath(condition: Condition, source: FormElement): string[] {
  if (conditionSourceKind(source) === 'text') return [source.id, 'comment'];
  if (conditionNeedsItem(source)) return [source.id, condition.itemId ?? '', 'value'];
  return [source.id, 'value'];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Pure. Evaluates a condition on form data, exactly as the JSON Schema of `conditionSchema` does (tests hold the
 * two together): every operator except `answered` is false while the value is missing.
 */
export function evaluateCondition(condition: Condition, source: FormElement, formData: FormData): boolean {
  let current: unknown = formData;
  for (const key of conditionPath(condition, source)) {
    if (!isRecord(current) || !Object.prototype.hasOwnProperty.call(current, key)) return false;
    current = current[key];
  }
  const leaf = current;
  if (leaf === undefined) return false;
  const { operator, value } = condition;
  switch (operator) {
    case 'answered':
      return conditionSourceKind(source) === 'text' ? isFilledText(leaf) : true;
    case 'equals':
      return leaf === value;
    case 'notEquals':
      return leaf !== value;
    case 'greaterThan':
      return typeof leaf === 'number' && typeof value === 'number' && leaf > value;
    case 'lessThan':
      return typeof leaf === 'number' && typeof value === 'number' && leaf < value;
    case 'oneOf':
      return Array.isArray(value) && typeof leaf === 'number' && value.includes(leaf);
    default:
      return false;
  }
}

function leafSchema(condition: Condition, source: FormElement): JsonSchema {
  const { operator, value } = condition;
  const scalar = typeof value === 'number' || typeof value === 'string' ? value : null;
  switch (operator) {
    case 'answered':
      return conditionSourceKind(source) === 'text' ? { type: 'string', pattern: '\\S' } : {};
    case 'equals':
      return { const: scalar };
    case 'notEquals':
      return { not: { const: scalar } };
    case 'greaterThan':
      return { type: 'number', exclusiveMinimum: typeof value === 'number' ? value : 0 };
    case 'lessThan':
      return { type: 'number', exclusiveMaximum: typeof value === 'number' ? value : 0 };
    case 'oneOf':
      return { enum: Array.isArray(value) ? [...new Set(value)] : [] };
    default:
      return { not: {} };
  }
}

/**
 * Pure. A JSON Schema over the form-data root that is valid exactly when the condition holds; compile() puts it
 * into the `if` of a conditional group. Each level requires its key, so a missing answer is false.
 */
export function conditionSchema(condition: Condition, source: FormElement): JsonSchema {
  const keys = conditionPath(condition, source);
  let schema = leafSchema(condition, source);
  for (let i = keys.length - 1; i >= 0; i -= 1) {
    schema = { type: 'object', properties: { [keys[i]]: schema }, required: [keys[i]] };
  }
  return schema;
}
