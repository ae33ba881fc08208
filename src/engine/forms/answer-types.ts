import type { LanguageKey, TargetStatus } from '../constants';

/**
 * Answers: the form data of a compiled questionnaire (keyed by element id) and the stored feedback values
 * (SPEC §3 "Feedback values"). `valuesToFormData` / `formDataToValues` convert between them.
 */

/** Career paths of SPEC §3 "Promotion user": 1 professional, 2 leadership, 3 expert. */
export const CAREER_PATHS = { professional: 1, leadership: 2, expert: 3 } as const;
export type CareerPath = (typeof CAREER_PATHS)[keyof typeof CAREER_PATHS];
/** The career paths' names, one wording for the forms, the promotion dialog and the reports. */
export const CAREER_PATH_NAMES: Record<CareerPath, Record<LanguageKey, string>> = {
  1: { 'de-DE': 'Fachkarriere', 'en-US': 'Professional' },
  2: { 'de-DE': 'Führungskarriere', 'en-US': 'Leadership' },
  3: { 'de-DE': 'Expertenkarriere', 'en-US': 'Expert' },
};
/** Development types of SPEC §3: 0 lateral, 1 hierarchical. */
export const DEVELOPMENT_TYPES = { lateral: 0, hierarchical: 1 } as const;
export type DevelopmentType = (typeof DEVELOPMENT_TYPES)[keyof typeof DEVELOPMENT_TYPES];

/** A row of a table question or action field; `rowId` is stable while rows are added, moved and removed. */
export type TableRow = { rowId: string; cells: Record<string, string> };

/** The fixed columns of an action field (and of a target's actions). */
export const ACTION_COLUMNS = ['action', 'responsible', 'dueDate'] as const;
export type ActionColumn = (typeof ACTION_COLUMNS)[number];
/** Column headings of an action field, shown in the form's language. */
export const ACTION_COLUMN_TITLES: Record<ActionColumn, Record<LanguageKey, string>> = {
  action: { 'de-DE': 'Maßnahme', 'en-US': 'Action' },
  responsible: { 'de-DE': 'Verantwortlich', 'en-US': 'Responsible' },
  dueDate: { 'de-DE': 'Fällig bis', 'en-US': 'Due date' },
};

/** Dates are ISO `YYYY-MM-DD`. */
export type TargetAction = { id: string; action: string; responsible?: string; dueDate?: string };
export type SubTarget = { id: string; title: string; dueDate?: string; status: TargetStatus };
/** SPEC §3 Target; `copiedFrom` is the id of the target this one was copied from. */
export type Target = {
  id: string;
  title: string;
  dueDate?: string;
  comment?: string;
  commentAuthor?: string;
  status: TargetStatus;
  subTargets: SubTarget[];
  actions: TargetAction[];
  copiedFrom?: string;
};

// ---- form data (one root property per answerable element) ----

/** textQuestion */
export type CommentAnswer = { comment?: string };
/** scaleQuestion; one row of a scaleMatrix; one entry of `hardfacts` (value 0 no / 1 yes, no comment) */
export type ScaleAnswer = { value?: number; comment?: string };
/** scaleMatrix and `hardfacts`: by item id */
export type MatrixAnswer = Record<string, ScaleAnswer>;
/** tableQuestion and actionField */
export type TableAnswer = { rows: TableRow[] };
/** targetField */
export type TargetAnswer = { targets: Target[] };
/** `careerDevelopment`; `data` is free text */
export type CareerAnswer = {
  careerPath?: CareerPath;
  developmentType?: DevelopmentType;
  targetPosition?: string;
  targetDate?: string;
  data?: string;
};
export type ElementAnswer =
  CommentAnswer | ScaleAnswer | MatrixAnswer | TableAnswer | TargetAnswer | CareerAnswer;
/** Display-only elements have `null`/absent entries. */
export type FormData = Record<string, ElementAnswer | null | undefined>;

// ---- stored values ----

export type ItemValue = { elementId: string; value: number };
export type MatrixValue = { elementId: string; itemId: string; value: number };
/** `itemId` is null for the comment of a textQuestion or scaleQuestion. */
export type CommentValue = { elementId: string; itemId: string | null; comment: string };
/** `index` is the row position (0-based). */
export type TableItemValue = {
  elementId: string;
  rowId: string;
  index: number;
  cells: Record<string, string>;
};
export type CareerDataValue = { elementId: string } & CareerAnswer;
export type TargetsValue = { elementId: string; targets: Target[] };

export type FeedbackValues = {
  itemValues: ItemValue[];
  matrixValues: MatrixValue[];
  comments: CommentValue[];
  tableItems: TableItemValue[];
  careerData: CareerDataValue[];
  /** form data only: targets are saved through the Targets endpoints */
  targets?: TargetsValue[];
};

/** One answer the client saves (autosave); the server checks it with `validateAnswer`. */
export type AnswerInput =
  | { kind: 'item'; elementId: string; value: number }
  | { kind: 'matrix'; elementId: string; itemId: string; value: number }
  | { kind: 'comment'; elementId: string; itemId: string | null; comment: string }
  | { kind: 'tableRow'; elementId: string; rowId: string; cells: Record<string, string> }
  /** `overwrite` confirms a change of the career path that discards the earlier path's entries (SPEC §4) */
  | ({ kind: 'career'; elementId: string; overwrite?: boolean } & CareerAnswer);
export type AnswerKind = AnswerInput['kind'];

/** Pure. An empty value set, e.g. for a new feedback. */
export function emptyFeedbackValues(): FeedbackValues {
  return { itemValues: [], matrixValues: [], comments: [], tableItems: [], careerData: [], targets: [] };
}
