import fc from 'fast-check';
import { TARGET_STATUSES } from '../../constants';
import {
  allowsComment,
  answerShapeOf,
  isCareerChoiceMandatory,
  isCommentMandatory,
  isListMandatory,
  isScaleMandatory,
  scaleRange,
  usesScale,
} from '../answer-shape';
import type { ElementAnswer, FormData } from '../answer-types';
import { itemsInOrder, tableColumnIds } from '../element-items';
import { elementsInOrder } from '../questionnaire-index';
import { COMMENT_FIELD_TYPES, type FormElement, type Questionnaire } from '../questionnaire-types';

/**
 * fast-check arbitraries of type-valid form data for a questionnaire. With `complete`, every mandatory part of
 * every element (shown or hidden) is filled, so the compiled schema must accept it. Never produces empty objects
 * or lists, so form data survives a round trip through stored values unchanged. Tests only.
 */
type Arb<T> = fc.Arbitrary<T>;
const text: Arb<string> = fc.oneof(
  fc.constantFrom('yes', 'no', '', ' ', 'Grüße'),
  fc.string({ maxLength: 6 }),
);
const filledText: Arb<string> = fc.oneof(
  fc.constantFrom('yes', 'no'),
  fc.string({ maxLength: 6 }).map((s) => `x${s}`),
);
const isoDate: Arb<string> = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A record without the keys whose value is undefined; undefined when nothing is left. */
function defined<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length === 0 ? undefined : (Object.fromEntries(entries) as T);
}
const maybe = <T>(arb: Arb<T>, required: boolean): Arb<T | undefined> =>
  required ? arb : fc.option(arb, { nil: undefined });

function commentArb(element: FormElement, filled: boolean): Arb<string> {
  if (element.commentFieldType === COMMENT_FIELD_TYPES.date) return isoDate;
  return filled ? filledText : text;
}

function scaleArb(element: FormElement, complete: boolean, hardfacts = false): Arb<object | undefined> {
  const { min, max } = hardfacts ? { min: 0, max: 1 } : scaleRange(element);
  const scaled = hardfacts || (answerShapeOf(element) !== 'comment' && usesScale(element));
  const commentMandatory = complete && isCommentMandatory(element);
  return fc
    .record({
      value: scaled
        ? maybe(fc.integer({ min, max }), complete && isScaleMandatory(element))
        : fc.constant(undefined),
      comment: allowsComment(element)
        ? maybe(commentArb(element, commentMandatory), commentMandatory)
        : fc.constant(undefined),
    })
    .map(defined);
}

function matrixArb(element: FormElement, complete: boolean, hardfacts: boolean): Arb<object | undefined> {
  const rows = itemsInOrder(element).map((item) =>
    scaleArb(element, complete, hardfacts).map((row) => [item.id, row] as const),
  );
  return fc.tuple(...rows).map((pairs) => defined(Object.fromEntries(pairs)));
}

function listArb<T>(entry: Arb<T>, mandatory: boolean): Arb<T[] | undefined> {
  return fc
    .array(entry, { minLength: mandatory ? 1 : 0, maxLength: 3 })
    .map((list) => (list.length ? list : undefined));
}

function tableArb(element: FormElement, complete: boolean): Arb<object | undefined> {
  const cell = (id: string) =>
    maybe(element.type === 'actionField' && id === 'dueDate' ? isoDate : text, false);
  const cells = fc
    .record(Object.fromEntries(tableColumnIds(element).map((id) => [id, cell(id)])))
    .map((c) => defined(c) ?? {});
  return listArb(cells, complete && isListMandatory(element)).map((list) =>
    list ? { rows: list.map((c, i) => ({ rowId: `r${i}`, cells: c })) } : undefined,
  );
}

function targetsArb(element: FormElement, complete: boolean): Arb<object | undefined> {
  const status = fc.constantFrom(...TARGET_STATUSES);
  const target = fc.record({
    title: text,
    status,
    dueDate: maybe(isoDate, false),
    comment: maybe(text, false),
    commentAuthor: maybe(text, false),
    copiedFrom: maybe(fc.constantFrom('t-old'), false),
    subTargets: fc.array(
      fc.record({ title: text, status, dueDate: maybe(isoDate, false) }).map((s) => defined(s)!),
      { maxLength: 2 },
    ),
    actions: fc.array(
      fc.record({ action: text, responsible: maybe(text, false) }).map((a) => defined(a)!),
      { maxLength: 2 },
    ),
  });
  return listArb(target, complete && isListMandatory(element)).map((list) =>
    list
      ? {
          targets: list.map((t, i) => ({
            ...defined(t)!,
            id: `t${i}`,
            subTargets: t.subTargets.map((s, j) => ({ ...s, id: `s${j}` })),
            actions: t.actions.map((a, j) => ({ ...a, id: `a${j}` })),
          })),
        }
      : undefined,
  );
}

function careerArb(element: FormElement, complete: boolean): Arb<object | undefined> {
  const choice = complete && isCareerChoiceMandatory(element);
  const data = complete && isCommentMandatory(element);
  return fc
    .record({
      careerPath: maybe(fc.constantFrom(1 as const, 2 as const, 3 as const), choice),
      developmentType: maybe(fc.constantFrom(0 as const, 1 as const), choice),
      targetPosition: maybe(text, false),
      targetDate: maybe(isoDate, false),
      data: maybe(data ? filledText : text, data),
    })
    .map((career) => defined(career) ?? {});
}

function answerArb(element: FormElement, complete: boolean): Arb<object | undefined> {
  switch (answerShapeOf(element)) {
    case 'comment':
    case 'scale':
      return scaleArb(element, complete);
    case 'matrix':
      return matrixArb(element, complete, false);
    case 'hardfacts':
      return matrixArb(element, complete, true);
    case 'table':
      return tableArb(element, complete);
    case 'targets':
      return targetsArb(element, complete);
    case 'career':
      return maybe(careerArb(element, complete), complete);
    default:
      return fc.constant(undefined);
  }
}

/** Arbitrary form data for `q`; see the module comment for `complete`. */
export function formDataArb(q: Questionnaire, complete = false): Arb<FormData> {
  const parts = elementsInOrder(q).map((element) =>
    answerArb(element, complete).map((answer) => [element.id, answer] as const),
  );
  return fc.tuple(...parts).map((pairs) => {
    const formData: FormData = {};
    for (const [id, answer] of pairs) if (answer !== undefined) formData[id] = answer as ElementAnswer;
    return formData;
  });
}
