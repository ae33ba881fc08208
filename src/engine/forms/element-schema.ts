import { TARGET_STATUSES } from '../constants';
import {
  allowsComment,
  answerShapeOf,
  isCareerChoiceMandatory,
  isCommentMandatory,
  isListMandatory,
  isScaleMandatory,
  scaleRange,
  usesScale,
} from './answer-shape';
import { CAREER_PATHS, DEVELOPMENT_TYPES } from './answer-types';
import type { JsonSchema } from './compiled-types';
import { itemsInOrder, tableColumnIds } from './element-items';
import { FORM_LIMITS } from './form-limits';
import { COMMENT_FIELD_TYPES, type FormElement } from './questionnaire-types';

const text = (): JsonSchema => ({ type: 'string', maxLength: FORM_LIMITS.textMaxLength });
const key = (): JsonSchema => ({ type: 'string', minLength: 1, maxLength: FORM_LIMITS.keyMaxLength });
const date = (): JsonSchema => ({ type: 'string', format: 'date' });
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
  additionalProperties: false,
});

/** A mandatory text must have a non-blank character; a date is never blank once it is a valid date. */
function commentSchema(element: FormElement, mandatory: boolean): JsonSchema {
  if (element.commentFieldType === COMMENT_FIELD_TYPES.date) return date();
  return mandatory ? { ...text(), minLength: 1, pattern: '\\S' } : text();
}

function scaleSchema(element: FormElement, withComment: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  if (usesScale(element)) {
    const { min, max } = scaleRange(element);
    properties.value = { type: 'integer', minimum: min, maximum: max };
    if (isScaleMandatory(element)) required.push('value');
  }
  if (withComment && allowsComment(element)) {
    properties.comment = commentSchema(element, isCommentMandatory(element));
    if (isCommentMandatory(element)) required.push('comment');
  }
  return object(properties, required);
}

/**
 * Every row shares one schema under `additionalProperties`, with the item ids as the allowed keys: ajv then
 * generates the row's code once per matrix instead of once per item (4x faster to compile for 6 items).
 */
function matrixSchema(element: FormElement): JsonSchema {
  const ids = itemsInOrder(element).map((item) => item.id);
  const row = element.type === 'scaleMatrix' ? scaleSchema(element, true) : hardfactsRow(element);
  const rowMandatory = (row.required?.length ?? 0) > 0;
  return {
    type: 'object',
    propertyNames: { enum: ids },
    additionalProperties: row,
    ...(rowMandatory ? { required: ids } : {}),
  };
}

function hardfactsRow(element: FormElement): JsonSchema {
  return object(
    { value: { type: 'integer', minimum: 0, maximum: 1 } },
    isScaleMandatory(element) ? ['value'] : [],
  );
}

function listSchema(element: FormElement, name: 'rows' | 'targets', entry: JsonSchema): JsonSchema {
  const mandatory = isListMandatory(element);
  const maxItems = name === 'rows' ? FORM_LIMITS.tableMaxRows : FORM_LIMITS.targetsMaxItems;
  const list: JsonSchema = { type: 'array', items: entry, ...(mandatory ? { minItems: 1 } : {}), maxItems };
  return object({ [name]: list }, [name]);
}

/** The row of a table answer; an actionField's optional dueDate must be a date when present. */
function tableRowSchema(element: FormElement): JsonSchema {
  const cells = Object.fromEntries(
    tableColumnIds(element).map((id) => [
      id,
      element.type === 'actionField' && id === 'dueDate' ? date() : text(),
    ]),
  );
  return object({ rowId: key(), cells: object(cells) }, ['rowId', 'cells']);
}

function buildTargetSchema(): JsonSchema {
  const status: JsonSchema = { type: 'integer', enum: [...TARGET_STATUSES] };
  const array = (items: JsonSchema): JsonSchema => ({
    type: 'array',
    items,
    maxItems: FORM_LIMITS.targetsMaxItems,
  });
  const action = object({ id: key(), action: text(), responsible: text(), dueDate: date() }, [
    'id',
    'action',
  ]);
  const subTarget = object({ id: key(), title: text(), dueDate: date(), status }, ['id', 'title', 'status']);
  return object(
    {
      id: key(),
      title: text(),
      dueDate: date(),
      comment: text(),
      commentAuthor: text(),
      status,
      subTargets: array(subTarget),
      actions: array(action),
      copiedFrom: key(),
    },
    ['id', 'title', 'status', 'subTargets', 'actions'],
  );
}

// The same for every target field, so built once; compiled schemas share it (they are never mutated).
const TARGET_SCHEMA = buildTargetSchema();

function careerSchema(element: FormElement): JsonSchema {
  const dataMandatory = isCommentMandatory(element);
  const required = [
    ...(isCareerChoiceMandatory(element) ? ['careerPath', 'developmentType'] : []),
    ...(dataMandatory ? ['data'] : []),
  ];
  return object(
    {
      careerPath: { type: 'integer', enum: Object.values(CAREER_PATHS) },
      developmentType: { type: 'integer', enum: Object.values(DEVELOPMENT_TYPES) },
      targetPosition: { type: 'string', maxLength: FORM_LIMITS.positionMaxLength },
      targetDate: date(),
      data: dataMandatory ? { ...text(), minLength: 1, pattern: '\\S' } : text(),
    },
    required,
  );
}

/**
 * Pure. The JSON Schema of one element's answer in the form data (see answer-types.ts for the shapes), with the
 * element's mandatory rules as `required`/`minItems`/non-blank patterns; `type: 'null'` for display-only kinds.
 */
export function elementAnswerSchema(element: FormElement, title: string | undefined): JsonSchema {
  const titled = (schema: JsonSchema): JsonSchema => (title === undefined ? schema : { title, ...schema });
  switch (answerShapeOf(element)) {
    case 'comment':
      return titled(
        object(
          { comment: commentSchema(element, isCommentMandatory(element)) },
          isCommentMandatory(element) ? ['comment'] : [],
        ),
      );
    case 'scale':
      return titled(scaleSchema(element, true));
    case 'matrix':
    case 'hardfacts':
      return titled(matrixSchema(element));
    case 'table':
      return titled(listSchema(element, 'rows', tableRowSchema(element)));
    case 'targets':
      return titled(listSchema(element, 'targets', TARGET_SCHEMA));
    case 'career':
      return titled(careerSchema(element));
    default:
      return titled({ type: 'null' });
  }
}
