import type { Localized, ProcessType } from '../constants';

/**
 * The questionnaire model (SPEC §3 "Form"). It mirrors `schemas/questionnaire.schema.json`; a value that passed
 * `validateQuestionnaire` has this type. Keep both in step.
 */

export type { Localized };

export const ELEMENT_TYPES = [
  'textSection',
  'textQuestion',
  'scaleQuestion',
  'scaleMatrix',
  'tableQuestion',
  'tableReview',
  'grouping',
  'actionField',
  'targetField',
  'customElement',
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** How a text answer is entered: 1 single line, 2 multi-line, 3 date (stored ISO `YYYY-MM-DD`, shown DD.MM.YYYY). */
export const COMMENT_FIELD_TYPES = { singleLine: 1, multiLine: 2, date: 3 } as const;
export type CommentFieldType = (typeof COMMENT_FIELD_TYPES)[keyof typeof COMMENT_FIELD_TYPES];

/** Scale range when an element sets none. */
export const DEFAULT_SCALE = { minValue: 1, maxValue: 5 } as const;

/**
 * Condition operators of a grouping. Every operator except `answered` is false while the referenced answer is
 * missing (so `notEquals` does not show a group before the question is answered).
 * - equals / notEquals: number (scale value) or string (text answer)
 * - greaterThan / lessThan: number, strict
 * - oneOf: number[]
 * - answered: no value; a text counts as answered when it has a non-blank character
 */
export const CONDITION_OPERATORS = [
  'equals',
  'notEquals',
  'greaterThan',
  'lessThan',
  'oneOf',
  'answered',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
export type ConditionValue = number | string | number[];

/**
 * Shows a grouping only while the answer of an EARLIER element satisfies it. The referenced element is a
 * scaleQuestion (its value), a textQuestion (its text), a scaleMatrix or a `hardfacts` custom element (the value
 * of `itemId`). An answer inside a hidden group counts as missing.
 */
export type Condition = {
  elementId: string;
  itemId?: string;
  operator: ConditionOperator;
  value?: ConditionValue;
};

/** A row of a scale matrix, a column of a table question, or a checklist entry of `hardfacts`. */
export type FormItem = { id: string; index: number; title: Localized; subtitle?: Localized };

/** The label shown for one scale value. */
export type ScaleAnchor = { value: number; label: Localized };

/**
 * One element of a page (SPEC §3 "Element fields"). Which fields matter depends on `type`:
 * - textSection: title/subtitle only, no answer.
 * - textQuestion: one text (`commentFieldType`); mandatory when `mandatoryComment`.
 * - scaleQuestion: integer `minValue..maxValue` (default 1..5) when `useScale` (default true), mandatory when
 *   `mandatoryScale`; `anchors` label values; a comment when `allowComment` (mandatory when `mandatoryComment`).
 * - scaleMatrix: `items` are rows; every row has the scale and, when `allowComment`, a comment.
 * - tableQuestion: `items` are columns; the user adds rows. Mandatory (at least one row) when `mandatoryComment`,
 *   because a table's content is text.
 * - tableReview: read-only view of the table answer of the tableQuestion named `referencedElementName`.
 * - grouping: contains `elements`; hidden with all its descendants while `hasCondition` and `condition` is false.
 * - actionField: rows with fixed columns action, responsible, dueDate; mandatory like tableQuestion.
 * - targetField: goals (SPEC §3 Target); at least one goal when `mandatoryComment`.
 * - customElement: `customComponent` names an entry of the custom component registry (custom-components.ts).
 *
 * `id` is unique within the questionnaire and stays the same across versions, so answers survive a new version.
 * `name` is an optional machine name, unique when present.
 */
export type FormElement = {
  id: string;
  index: number;
  type: ElementType;
  name?: string;
  referencedElementName?: string;
  title?: Localized;
  subtitle?: Localized;
  tooltip?: Localized;
  minValue?: number;
  maxValue?: number;
  useScale?: boolean;
  mandatoryScale?: boolean;
  allowComment?: boolean;
  mandatoryComment?: boolean;
  commentFieldType?: CommentFieldType;
  customComponent?: string;
  anchors?: ScaleAnchor[];
  items?: FormItem[];
  hasCondition?: boolean;
  condition?: Condition;
  elements?: FormElement[];
};

export type FormPage = { id: string; pageIndex: number; title?: Localized; elements: FormElement[] };

/** A form definition. A new version keeps `correlationId`; processes keep the version they started with. */
export type Questionnaire = {
  id?: number;
  correlationId: string;
  version?: number;
  name: string;
  questionnaireType: ProcessType;
  isDraft: boolean;
  pages: FormPage[];
};
