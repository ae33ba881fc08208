import { errorsOf, fail, schemaErrors, type AnswerError, type AnswerValidation } from './answer-errors';
import { allowsComment, answerShapeOf, isFilledText, usesScale, type AnswerShape } from './answer-shape';
import type { AnswerInput, AnswerKind, FeedbackValues } from './answer-types';
import { answerValidators } from './answer-validators';
import type { JsonSchema } from './compiled-types';
import { hasItem } from './element-items';
import { indexQuestionnaire } from './questionnaire-index';
import type { FormElement, Questionnaire } from './questionnaire-types';
import { valuesToFormData } from './values-to-form-data';
import { isElementVisible } from './visibility';

const ACCEPTS: Record<AnswerKind, readonly AnswerShape[]> = {
  item: ['scale'],
  matrix: ['matrix', 'hardfacts'],
  comment: ['comment', 'scale', 'matrix'],
  tableRow: ['table'],
  career: ['career'],
};

/** The answered value, its field name and the leaf of the compiled element schema it must fit. */
type Leaf = { field: string; value: unknown; schema: JsonSchema | undefined; key: string };
type Props = Record<string, JsonSchema>;

type Row = { row: Props; error?: undefined } | { row?: undefined; error: AnswerValidation };

/** The leaf schemas of one matrix row, or the error of an itemId that names no row. */
function itemRow(element: FormElement, schema: JsonSchema, itemId: string | null | undefined): Row {
  if (itemId === null || itemId === undefined) return { error: fail(['itemId', 'itemRequired']) };
  if (!hasItem(element, itemId)) return { error: fail(['itemId', 'unknownItem']) };
  // Matrix rows share one schema (see element-schema.ts).
  const row = schema.additionalProperties;
  return { row: typeof row === 'object' ? (row.properties ?? {}) : {} };
}

function resolveLeaf(element: FormElement, schema: JsonSchema, answer: AnswerInput): Leaf | AnswerValidation {
  const props = schema.properties ?? {};
  const shape = answerShapeOf(element);
  const perItem = shape === 'matrix' || shape === 'hardfacts';
  switch (answer.kind) {
    case 'tableRow':
      return {
        field: '',
        value: { rowId: answer.rowId, cells: answer.cells },
        schema: props.rows?.items,
        key: 'row',
      };
    case 'item':
      if (!usesScale(element)) return fail(['value', 'wrongKind']);
      return { field: 'value', value: answer.value, schema: props.value, key: 'value' };
    case 'matrix': {
      if (shape === 'matrix' && !usesScale(element)) return fail(['value', 'wrongKind']);
      const found = itemRow(element, schema, answer.itemId);
      if (found.error) return found.error;
      return { field: 'value', value: answer.value, schema: found.row.value, key: 'value' };
    }
    case 'comment': {
      if (!allowsComment(element)) return fail(['comment', 'commentNotAllowed']);
      if (!perItem && answer.itemId !== null) return fail(['itemId', 'unknownItem']);
      const found: Row = perItem ? itemRow(element, schema, answer.itemId) : { row: props };
      if (found.error) return found.error;
      return { field: 'comment', value: answer.comment, schema: found.row.comment, key: 'comment' };
    }
    default:
      return fail(['kind', 'wrongKind']);
  }
}

/** A blank text clears the stored text and is always allowed; a date field accepts only '' as blank. */
function isClearing(value: unknown, schema: JsonSchema): boolean {
  return typeof value === 'string' && !isFilledText(value) && (schema.format !== 'date' || value === '');
}

/**
 * Pure (validators are cached). Checks one answer before the server saves it: the element exists and takes this
 * kind of answer, the item belongs to it, a comment is allowed, the element is not hidden by a grouping condition
 * given `currentValues` (code 'hidden'), and the value fits the element's leaf of the compiled schema (type, range,
 * date, length). Mandatory rules are not checked here (a form is saved while incomplete; see findMissingMandatory).
 * The questionnaire must pass checkQuestionnaire.
 */
export function validateAnswer(
  q: Questionnaire,
  currentValues: FeedbackValues,
  answer: AnswerInput,
): AnswerValidation {
  if (typeof answer !== 'object' || answer === null || !Object.hasOwn(ACCEPTS, answer.kind))
    return fail(['kind', 'invalidAnswer']);
  const element = indexQuestionnaire(q).byId.get(answer.elementId)?.element;
  if (!element) return fail(['elementId', 'unknownElement']);
  if (!ACCEPTS[answer.kind].includes(answerShapeOf(element))) return fail(['kind', 'wrongKind']);
  const validators = answerValidators(q);
  const elementSchema = validators.elementSchema(element.id)!;
  if (!isElementVisible(q, element.id, valuesToFormData(q, currentValues)))
    return fail(['elementId', 'hidden']);
  if (answer.kind === 'career') return validateCareer(element, elementSchema, answer, validators);
  const leaf = resolveLeaf(element, elementSchema, answer);
  if ('ok' in leaf) return leaf;
  if (!leaf.schema) return fail([leaf.field || 'kind', 'wrongKind']);
  if (isClearing(leaf.value, leaf.schema)) return { ok: true };
  const validate = validators.validator(`${element.id}/${leaf.key}`, leaf.schema);
  return validate(leaf.value) ? { ok: true } : schemaErrors(validate.errors, leaf.field);
}

/** Career data is saved as a whole record: each given field must fit its leaf; unknown fields are rejected. */
function validateCareer(
  element: FormElement,
  schema: JsonSchema,
  answer: Extract<AnswerInput, { kind: 'career' }>,
  validators: ReturnType<typeof answerValidators>,
): AnswerValidation {
  const errors: AnswerError[] = [];
  for (const [field, value] of Object.entries(answer)) {
    if (field === 'kind' || field === 'elementId' || field === 'overwrite' || value === undefined) continue;
    const leaf = schema.properties?.[field];
    if (!leaf) {
      errors.push(...errorsOf(fail([field, 'unknownField'])));
      continue;
    }
    if (isClearing(value, leaf)) continue;
    const validate = validators.validator(`${element.id}/${field}`, leaf);
    if (!validate(value)) errors.push(...errorsOf(schemaErrors(validate.errors, field)));
  }
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}
