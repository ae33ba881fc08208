import type { CompileContext } from '../../../engine/forms/compiled-types';
import type { FormElement, Questionnaire } from '../../../engine/forms/questionnaire-types';
import type { ReviewTable } from '../../../engine/api/feedbacks-answers';

function referencedTables(questionnaire: Questionnaire): string[] {
  const names: string[] = [];
  const visit = (elements: readonly FormElement[]) =>
    elements.forEach((e) => {
      if (e.type === 'tableReview' && e.referencedElementName) names.push(e.referencedElementName);
      if (e.elements) visit(e.elements);
    });
  questionnaire.pages.forEach((page) => visit(page.elements));
  return [...new Set(names)];
}

/**
 * Pure. What the compiler needs from the process: the rows of the tables that tableReview elements show
 * (the server's review data), and every referenced table name as known, so that a table another feedback has
 * not filled in yet shows empty instead of breaking the form.
 */
export function compileContextOf(
  questionnaire: Questionnaire,
  reviewData: readonly ReviewTable[],
): CompileContext {
  const reviewTables: NonNullable<CompileContext['reviewTables']> = {};
  for (const table of reviewData) {
    reviewTables[table.elementName] = {
      columns: table.columns.map((column, index) => ({ id: column.id, index, title: column.title })),
      rows: [...table.rows].sort((a, b) => a.index - b.index).map(({ rowId, cells }) => ({ rowId, cells })),
    };
  }
  return { knownTableNames: referencedTables(questionnaire), reviewTables };
}
