import { makeIssue, type QuestionnaireIssue } from './questionnaire-issues';
import type { ElementType, FormElement, Questionnaire } from './questionnaire-types';

/** Elements that ask nothing: a text section, the read-only view of a table, a grouping by itself. */
const NOT_A_QUESTION: ReadonlySet<ElementType> = new Set(['textSection', 'tableReview', 'grouping']);

function hasQuestion(elements: readonly FormElement[]): boolean {
  return elements.some((element) => !NOT_A_QUESTION.has(element.type) || hasQuestion(element.elements ?? []));
}

/**
 * Pure. What a questionnaire lacks to be published, beyond the semantic checks (a draft may lack it): a name
 * that is not blank, and at least one question (an element with an answer, also inside a grouping).
 */
export function publishIssues(questionnaire: Questionnaire): QuestionnaireIssue[] {
  const issues: QuestionnaireIssue[] = [];
  if (questionnaire.name.trim() === '') issues.push(makeIssue('nameMissing', '/name'));
  if (!hasQuestion(questionnaire.pages.flatMap((page) => page.elements)))
    issues.push(makeIssue('noQuestion', '/pages'));
  return issues;
}
