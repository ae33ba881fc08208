import { useMemo } from 'react';
import type { LanguageKey } from '../../engine/constants';
import { compile } from '../../engine/forms/compile';
import type { CompileContext, CompiledForm } from '../../engine/forms/compiled-types';
import { QuestionnaireError } from '../../engine/forms/questionnaire-issues';
import { ELEMENT_TYPES, type Questionnaire } from '../../engine/forms/questionnaire-types';

/** A problem that keeps a questionnaire from being drawn: which element, and what is wrong (a message key). */
export type FormProblem = {
  elementId?: string;
  messageKey: string;
  params: Record<string, string | number>;
  /** English text, shown when the key has no translation */
  message: string;
};

export type CompileResult = { ok: true; form: CompiledForm } | { ok: false; problems: FormProblem[] };

const KINDS: readonly string[] = ELEMENT_TYPES;

/**
 * Element kinds the renderer has no field for. The server checks questionnaires against their JSON Schema;
 * the browser cannot run that ajv check under the app's CSP, and a builder preview may show a form mid-edit.
 */
function unknownKinds(questionnaire: Questionnaire): FormProblem[] {
  const problems: FormProblem[] = [];
  const visit = (elements: unknown) => {
    if (!Array.isArray(elements)) return;
    for (const element of elements as Array<{ id?: unknown; type?: unknown; elements?: unknown }>) {
      if (!KINDS.includes(String(element?.type))) {
        const params = { elementId: String(element?.id), type: String(element?.type) };
        const message = `Element "${params.elementId}": the kind "${params.type}" is unknown.`;
        problems.push({
          elementId: params.elementId,
          messageKey: 'forms.broken.unknownKind',
          params,
          message,
        });
      }
      visit(element?.elements);
    }
  };
  for (const page of Array.isArray(questionnaire?.pages) ? questionnaire.pages : []) visit(page?.elements);
  return problems;
}

/**
 * Compiles once per questionnaire, locale and context object (pass a memoized context). A malformed
 * questionnaire yields its problems instead of throwing, so the renderer can name the elements.
 */
export function useCompiledForm(
  questionnaire: Questionnaire,
  locale: LanguageKey,
  context: CompileContext | undefined,
): CompileResult {
  return useMemo((): CompileResult => {
    try {
      const unknown = unknownKinds(questionnaire);
      if (unknown.length > 0) return { ok: false, problems: unknown };
      return { ok: true, form: compile(questionnaire, locale, context) };
    } catch (error) {
      if (error instanceof QuestionnaireError) return { ok: false, problems: [...error.issues] };
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, problems: [{ messageKey: 'forms.broken.render', params: { message }, message }] };
    }
  }, [questionnaire, locale, context]);
}
