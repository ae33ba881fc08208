import type { TemplateProblem } from '../../../engine/notifications/template-render';
import { LANGUAGES } from '../../../engine/constants';
import { badRequest } from '../../errors';

const MESSAGES: Record<TemplateProblem['code'], (p: TemplateProblem) => string> = {
  EMPTY: () => 'is empty',
  TOO_LONG: (p) => `is longer than ${p.detail} characters`,
  SYNTAX: (p) => `is not a valid template: ${p.detail}`,
  UNSUPPORTED_TAG: (p) => `uses the tag ${p.detail}; only {{placeholder}} is allowed`,
  UNKNOWN_PLACEHOLDER: (p) => `uses the unknown placeholder {{${p.detail}}}`,
  LINE_BREAK: () => 'must be one line',
  FOREIGN_LINK: (p) => `links to another host: ${p.detail}`,
};

/**
 * Pure. Refuses a template with problems (400): each error names the field and language
 * (`/body/subject/0/translation`), the problem code and what it is about (the placeholder, the URL).
 */
export function assertValidTemplate(problems: readonly TemplateProblem[]): void {
  if (problems.length === 0) return;
  const errors = problems.map((p) => ({
    path: `/body/${p.field}/${LANGUAGES.indexOf(p.languageKey)}/translation`,
    message: `${p.code}: ${p.field} (${p.languageKey}) ${MESSAGES[p.code](p)}`,
  }));
  const first = problems[0]!;
  throw badRequest(
    first.code === 'UNKNOWN_PLACEHOLDER' ? 'UNKNOWN_PLACEHOLDER' : 'INVALID_TEMPLATE',
    errors.map((e) => e.message).join('; '),
    errors,
  );
}
