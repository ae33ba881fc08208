import { LANGUAGES, type LanguageKey } from '../../../engine/constants';
import type { TemplateKind } from '../../../engine/notifications/template-catalogue';
import type { TemplateTexts } from '../../../engine/notifications/template-defaults';
import {
  checkTemplateText,
  textsIn,
  toTranslatable,
  type TemplateField,
  type TemplateProblem,
} from '../../../engine/notifications/template-render';
import type { ApiProblem } from '../../../engine/session/session-types';
import type { Translatable } from '../../../engine/api/notification-templates';

/** What the editor holds: subject and body per language. */
export type TemplateDraft = Record<LanguageKey, TemplateTexts>;
/** Error texts per language and field. */
export type FieldErrors = Partial<Record<LanguageKey, Partial<Record<TemplateField, string>>>>;

/** Pure. The editor's draft of a template's translatable texts. */
export const draftOf = (template: { subject: Translatable; body: Translatable }): TemplateDraft =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, textsIn(template, lang)])) as TemplateDraft;

/** Pure. The draft as the POST body's translatable texts. */
export const translatableOf = (draft: TemplateDraft) => toTranslatable(draft);

/** Pure. The checks the server makes, run in the browser as one types (the server decides). */
export function draftProblems(kind: TemplateKind, draft: TemplateDraft, host: string): TemplateProblem[] {
  return LANGUAGES.flatMap((lang) => checkTemplateText(kind, lang, draft[lang], host));
}

/** Pure. Problems as error texts at their fields (the first per field). */
export function errorsOf(
  problems: readonly TemplateProblem[],
  describe: (problem: TemplateProblem) => string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const at = (errors[problem.languageKey] ??= {});
    at[problem.field] ??= describe(problem);
  }
  return errors;
}

const SERVER_PATH = /^\/body\/(subject|body)\/(\d+)\/translation$/;

/** Pure. A refused save's problem as error texts at the fields its paths name. */
export function serverErrorsOf(problem: ApiProblem | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of problem?.errors ?? []) {
    const match = SERVER_PATH.exec(error.path);
    const lang = match ? LANGUAGES[Number(match[2])] : undefined;
    if (!match || !lang) continue;
    const at = (errors[lang] ??= {});
    at[match[1] as TemplateField] ??= error.message;
  }
  return errors;
}
