import type { TableRow } from './answer-types';
import type { CommentFieldType, ElementType, FormItem } from './questionnaire-types';

/**
 * The output of `compile`: plain JSON Schema (draft-07 subset the engine emits) and uiSchema object types, so the
 * engine needs no renderer types. Both are JSON-serializable.
 */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };

export type JsonSchema = {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: 'date';
  const?: JsonPrimitive;
  enum?: JsonPrimitive[];
  not?: JsonSchema;
  allOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
};

/** A localized item (matrix row, table column, checklist entry). */
export type UiItem = { id: string; title: string; subtitle?: string };

/** What the renderer's field for one element needs; only the keys that apply to the element are present. */
export type ElementUiOptions = {
  elementId: string;
  pageId: string;
  /** the element's nesting depth in groupings (0 on the page) */
  depth: number;
  title?: string;
  subtitle?: string;
  tooltip?: string;
  /** true when any part of the answer is mandatory (show the marker) */
  mandatory: boolean;
  useScale?: boolean;
  minValue?: number;
  maxValue?: number;
  anchors?: { value: number; label: string }[];
  mandatoryScale?: boolean;
  allowComment?: boolean;
  mandatoryComment?: boolean;
  commentFieldType?: CommentFieldType;
  /** scaleMatrix rows, hardfacts entries */
  items?: UiItem[];
  /** tableQuestion columns; for actionField the fixed columns action, responsible, dueDate */
  columns?: UiItem[];
  customComponent?: string;
  /** tableReview: the referenced table and its rows from the compile context (empty when none) */
  reviewTable?: { name: string; columns: UiItem[]; rows: TableRow[] };
};

export type ElementUiSchema = { 'ui:field': ElementType; 'ui:options': ElementUiOptions };

/** A page of the layout tree: element ids, and nested groupings with their children. */
export type LayoutNode = string | { groupId: string; children: LayoutNode[] };
export type LayoutPage = { pageId: string; title?: string; children: LayoutNode[] };
export type RootUiOptions = { layout: LayoutPage[] };

export type UiSchema = {
  'ui:order': string[];
  'ui:options': RootUiOptions;
  [elementId: string]: ElementUiSchema | string[] | RootUiOptions;
};

export type CompiledForm = { schema: JsonSchema; uiSchema: UiSchema };

/** Data the compiler cannot find in the questionnaire itself. */
export type CompileContext = {
  /** earlier table answers shown by tableReview elements, by the referenced tableQuestion's `name` */
  reviewTables?: Record<string, { columns: FormItem[]; rows: TableRow[] }>;
  /** names of tableQuestions of other questionnaires of the process that a tableReview may reference */
  knownTableNames?: readonly string[];
};
