import { checkQuestionnaire } from '../check-questionnaire';
import type { CompileContext } from '../compiled-types';
import type { QuestionnaireIssue } from '../questionnaire-issues';
import type { Questionnaire } from '../questionnaire-types';
import { questionnaireShapeErrors } from './shape-check';

/** Why an imported or edited definition is refused; `path` is a JSON pointer naming the place. */
export type DefinitionProblem =
  | { kind: 'json'; path: ''; message: string }
  | { kind: 'shape'; path: string; message: string }
  | { kind: 'issue'; path: string; message: string; issue: QuestionnaireIssue };

export type DefinitionCheck =
  { ok: true; questionnaire: Questionnaire } | { ok: false; problems: DefinitionProblem[] };

/**
 * Pure. Checks a questionnaire value the way publishing does: the schema's shape first, then the semantic
 * checks that compile() relies on (unique ids, conditions on existing earlier elements, ...).
 */
export function checkDefinition(input: unknown, context: CompileContext = {}): DefinitionCheck {
  const shape = questionnaireShapeErrors(input);
  if (shape.length > 0) {
    return { ok: false, problems: shape.map((e) => ({ kind: 'shape', path: e.path, message: e.message })) };
  }
  const questionnaire = input as Questionnaire;
  const issues = checkQuestionnaire(questionnaire, context);
  if (issues.length > 0) {
    return {
      ok: false,
      problems: issues.map((issue) => ({ kind: 'issue', path: issue.path, message: issue.message, issue })),
    };
  }
  return { ok: true, questionnaire };
}

/** Pure. Parses exported JSON text and checks it like `checkDefinition`; bad JSON is one problem. */
export function parseDefinition(text: string, context: CompileContext = {}): DefinitionCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ kind: 'json', path: '', message: (error as Error).message }] };
  }
  return checkDefinition(value, context);
}

/** Pure. The JSON text an export writes: the definition without its stored id and version. */
export function exportDefinition(q: Questionnaire): string {
  const { id: _id, version: _version, ...definition } = q;
  return `${JSON.stringify(definition, null, 2)}\n`;
}
