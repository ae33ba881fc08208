import type { CompileContext, FormElement, Questionnaire } from '../../../../engine/forms';
import { exportDefinition, type DefinitionProblem } from '../../../../engine/forms/builder';
import type { Translate } from '../../../lib/i18n/translate';
import { saveFile } from '../../../process-common/dates';

/**
 * A tableReview may show a table of another questionnaire of the process; the builder cannot know them, so
 * every referenced name counts as known here (the server checks them against the organization's tables).
 */
export function builderContext(q: Questionnaire): CompileContext {
  const names: string[] = [];
  const visit = (elements: FormElement[]) =>
    elements.forEach((e) => {
      if (e.type === 'tableReview' && e.referencedElementName) names.push(e.referencedElementName);
      if (e.elements) visit(e.elements);
    });
  q.pages.forEach((p) => visit(p.elements));
  return { knownTableNames: names };
}

/** Offers the definition as a JSON file download named after the questionnaire. */
export function downloadDefinition(q: Questionnaire): void {
  const blob = new Blob([exportDefinition(q)], { type: 'application/json' });
  saveFile(blob, `${q.name.replace(/[^\w.-]+/g, '_') || 'questionnaire'}.json`);
}

/** Why an import was refused, one line per problem (the first eight), each naming its place. */
export function importProblemTexts(problems: DefinitionProblem[], t: Translate): string[] {
  return problems
    .slice(0, 8)
    .map((p) =>
      p.kind === 'json'
        ? t('formBuilder.editor.importJson', { message: p.message })
        : p.kind === 'shape'
          ? t('formBuilder.editor.importShape', { path: p.path || '/', message: p.message })
          : t(p.issue.messageKey, { ...p.issue.params, defaultValue: p.issue.message }),
    );
}
