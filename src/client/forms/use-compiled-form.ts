import { useMemo, useState } from 'react';
import type { LanguageKey } from '../../engine/constants';
import { compile } from '../../engine/forms/compile';
import type { CompileContext, CompiledForm, JsonSchema } from '../../engine/forms/compiled-types';
import { QuestionnaireError } from '../../engine/forms/questionnaire-issues';
import { ELEMENT_TYPES, type Questionnaire } from '../../engine/forms/questionnaire-types';
import { shareUnchanged } from './share-unchanged';

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

const untitled = (properties: Record<string, JsonSchema>) =>
  Object.fromEntries(Object.entries(properties).map(([id, { title: _title, ...schema }]) => [id, schema]));

/**
 * The answer schema without the elements' titles. The kinds draw every text from the uiSchema and the error
 * messages are the product's own (validation.ts), so RJSF never shows a schema title; without them a text edit
 * in the builder leaves the schema as it was, and RJSF keeps its resolved schema and every field's registry.
 */
export function withoutElementTitles(schema: JsonSchema): JsonSchema {
  return {
    ...schema,
    ...(schema.properties && { properties: untitled(schema.properties) }),
    ...(schema.allOf && {
      allOf: schema.allOf.map((part) =>
        part.then?.properties
          ? { ...part, then: { ...part.then, properties: untitled(part.then.properties) } }
          : part,
      ),
    }),
  };
}

/**
 * Compiles once per questionnaire, locale and context object (pass a memoized context). A malformed
 * questionnaire yields its problems instead of throwing, so the renderer can name the elements. A recompiled
 * form keeps the objects of the previous one wherever they are equal (a builder preview after an edit): RJSF
 * then re-renders only the changed elements, and its deep props compares stop at the first shared object.
 */
export function useCompiledForm(
  questionnaire: Questionnaire,
  locale: LanguageKey,
  context: CompileContext | undefined,
): CompileResult {
  const fresh = useCompileResult(questionnaire, locale, context);
  // the result of the previous compile, kept as state from render to render (React's pattern for it)
  const [kept, setKept] = useState({ from: fresh, result: fresh });
  if (kept.from === fresh) return kept.result;
  const result =
    kept.result.ok && fresh.ok
      ? { ok: true as const, form: shareUnchanged(kept.result.form, fresh.form) }
      : fresh;
  setKept({ from: fresh, result });
  return result;
}

function useCompileResult(
  questionnaire: Questionnaire,
  locale: LanguageKey,
  context: CompileContext | undefined,
): CompileResult {
  return useMemo((): CompileResult => {
    try {
      const unknown = unknownKinds(questionnaire);
      if (unknown.length > 0) return { ok: false, problems: unknown };
      const { schema, uiSchema } = compile(questionnaire, locale, context);
      return { ok: true, form: { schema: withoutElementTitles(schema), uiSchema } };
    } catch (error) {
      if (error instanceof QuestionnaireError) return { ok: false, problems: [...error.issues] };
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, problems: [{ messageKey: 'forms.broken.render', params: { message }, message }] };
    }
  }, [questionnaire, locale, context]);
}
