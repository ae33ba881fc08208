import { DEFAULT_LANGUAGE } from '../constants';
import { elementLabel } from './localize';
import type { FormElement } from './questionnaire-types';

/** English texts of the semantic checks; `message-keys.md` lists them with German for the client's i18n files. */
const CHECK_MESSAGES = {
  duplicateElementId: 'Element "{{element}}": the id is used by another element.',
  duplicateElementName: 'Element "{{element}}": the name "{{name}}" is used by another element.',
  duplicatePageId: 'Page "{{pageId}}": the id is used by another page.',
  duplicateItemId: 'Element "{{element}}": the item id "{{itemId}}" is used twice.',
  invalidScaleRange: 'Element "{{element}}": the minimum ({{min}}) must be below the maximum ({{max}}).',
  anchorOutOfRange: 'Element "{{element}}": the label for {{value}} is outside the scale {{min}} to {{max}}.',
  itemsRequired: 'Element "{{element}}": it needs at least one item.',
  nestedElementsNotAllowed: 'Element "{{element}}": only a grouping can contain elements.',
  conditionMissing: 'Grouping "{{element}}": it has a condition switched on but none set.',
  conditionNotAllowed: 'Element "{{element}}": only a grouping can have a condition.',
  conditionUnknownElement:
    'Grouping "{{element}}": the condition refers to "{{sourceId}}", which does not exist.',
  conditionOnLaterElement:
    'Grouping "{{element}}": the condition refers to "{{source}}", which comes later in the form.',
  conditionCycle:
    'Grouping "{{element}}": the condition refers to the grouping itself or to an element inside it.',
  conditionUnsupportedSource:
    'Grouping "{{element}}": the condition refers to "{{source}}", whose answer cannot be compared.',
  conditionItemRequired: 'Grouping "{{element}}": the condition must name an item of "{{source}}".',
  conditionUnknownItem:
    'Grouping "{{element}}": the condition names item "{{itemId}}", which "{{source}}" lacks.',
  conditionUnknownOperator: 'Grouping "{{element}}": the condition operator "{{operator}}" is unknown.',
  conditionOneOfNeedsArray: 'Grouping "{{element}}": the operator "oneOf" needs a non-empty list of numbers.',
  conditionInvalidValue: 'Grouping "{{element}}": the value does not fit the operator "{{operator}}".',
  unknownCustomComponent: 'Element "{{element}}": the custom component "{{component}}" is unknown.',
  tableReviewMissingReference: 'Element "{{element}}": the reviewed table "{{name}}" does not exist.',
  tableReviewNotATable: 'Element "{{element}}": "{{name}}" is not a table question.',
  nameMissing: 'The questionnaire needs a name before it is published.',
  noQuestion: 'The questionnaire needs at least one question before it is published.',
} as const;
export type IssueCode = keyof typeof CHECK_MESSAGES;

export type IssueParams = Record<string, string | number>;

/**
 * A semantic problem of a questionnaire. `messageKey` is `forms.check.<code>`; `params` always carry
 * `element` (title and id) when the issue is about an element; `message` is the English text.
 */
export type QuestionnaireIssue = {
  elementId?: string;
  path: string;
  code: IssueCode;
  messageKey: string;
  params: IssueParams;
  message: string;
};

/** Pure. Fills `{{name}}` placeholders. */
function interpolate(template: string, params: IssueParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** Pure. How an issue names an element: its title with its id, e.g. `Goals (e12)`, or only the id. */
export function describeElement(element: FormElement): string {
  const label = elementLabel(element, DEFAULT_LANGUAGE);
  return label === element.id ? element.id : `${label} (${element.id})`;
}

/** Pure. Builds an issue; about an element when one is given. */
export function makeIssue(
  code: IssueCode,
  path: string,
  element?: FormElement,
  extra: IssueParams = {},
): QuestionnaireIssue {
  const params: IssueParams = element
    ? { element: describeElement(element), elementId: element.id, ...extra }
    : extra;
  return {
    ...(element ? { elementId: element.id } : {}),
    path,
    code,
    messageKey: `forms.check.${code}`,
    params,
    message: interpolate(CHECK_MESSAGES[code], params),
  };
}

/** Thrown by compile() for a questionnaire with semantic issues: a malformed form never yields a schema. */
export class QuestionnaireError extends Error {
  readonly issues: readonly QuestionnaireIssue[];

  constructor(issues: readonly QuestionnaireIssue[]) {
    const shown = issues.slice(0, 5).map((issue) => issue.message);
    const more = issues.length > 5 ? ` (+${issues.length - 5} more)` : '';
    super(`Invalid questionnaire: ${shown.join(' ')}${more}`);
    this.name = 'QuestionnaireError';
    this.issues = issues;
  }
}
