import type { LanguageKey } from '../../../engine/constants';
import {
  ACTION_COLUMNS,
  ACTION_COLUMN_TITLES,
  answerShapeOf,
  childrenInOrder,
  createVisibility,
  itemsInOrder,
  localize,
  pagesInOrder,
  scaleRange,
  valuesToFormData,
  type CareerAnswer,
  type CommentAnswer,
  type ElementAnswer,
  type FeedbackValues,
  type FormElement,
  type MatrixAnswer,
  type Questionnaire,
  type ScaleAnswer,
  type TableAnswer,
  type TargetAnswer,
} from '../../../engine/forms';
import type { ArchiveTexts } from './texts';

/** One piece of an archived questionnaire, in reading order; the PDF renderer lays them out. */
export type AnswerBlock =
  | { kind: 'pageTitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'answer'; question: string; lines: string[] }
  | { kind: 'table'; question: string; columns: string[]; rows: string[][] };

type Say = { language: LanguageKey; texts: ArchiveTexts };

const titleOf = (element: FormElement, language: LanguageKey) => localize(element.title, language) ?? '';

function scaleText(element: FormElement, answer: ScaleAnswer | undefined, say: Say): string[] {
  const { max } = scaleRange(element);
  const lines = [answer?.value === undefined ? say.texts.noAnswer : `${answer.value} / ${max}`];
  if (answer?.comment) lines.push(`${say.texts.comment}: ${answer.comment}`);
  return lines;
}

function careerLines(answer: CareerAnswer | undefined, say: Say): string[] {
  if (!answer) return [say.texts.noAnswer];
  const keys = ['careerPath', 'developmentType', 'targetPosition', 'targetDate', 'data'] as const;
  const lines = keys
    .filter((key) => answer[key] !== undefined && answer[key] !== '')
    .map((key) => `${say.texts.career[key]}: ${String(answer[key])}`);
  return lines.length > 0 ? lines : [say.texts.noAnswer];
}

/**
 * Pure. An element's answer as a block: text lines for a text, scale or career answer; a table for a matrix,
 * a table question, an action field and goals. Undefined for display-only elements.
 */
function answerBlock(
  element: FormElement,
  answer: ElementAnswer | null | undefined,
  say: Say,
): AnswerBlock | undefined {
  const question = titleOf(element, say.language);
  const { texts, language } = say;
  switch (answerShapeOf(element)) {
    case 'comment': {
      const comment = (answer as CommentAnswer | undefined)?.comment;
      return { kind: 'answer', question, lines: [comment ? comment : texts.noAnswer] };
    }
    case 'scale':
      return { kind: 'answer', question, lines: scaleText(element, answer as ScaleAnswer | undefined, say) };
    case 'matrix':
    case 'hardfacts': {
      const matrix = (answer as MatrixAnswer | undefined) ?? {};
      const yesNo = answerShapeOf(element) === 'hardfacts';
      const rows = itemsInOrder(element).map((item) => {
        const row = matrix[item.id];
        const value =
          row?.value === undefined
            ? texts.noAnswer
            : yesNo
              ? row.value === 1
                ? texts.yes
                : texts.no
              : `${row.value} / ${scaleRange(element).max}`;
        return [localize(item.title, language) ?? item.id, value, row?.comment ?? ''];
      });
      return { kind: 'table', question, columns: ['', '', texts.comment], rows };
    }
    case 'table': {
      const isAction = element.type === 'actionField';
      const columns = isAction
        ? ACTION_COLUMNS.map((id) => ({ id, title: ACTION_COLUMN_TITLES[id][language] }))
        : itemsInOrder(element).map((item) => ({
            id: item.id,
            title: localize(item.title, language) ?? item.id,
          }));
      const rows = ((answer as TableAnswer | undefined)?.rows ?? []).map((row) =>
        columns.map((column) => row.cells[column.id] ?? ''),
      );
      return { kind: 'table', question, columns: columns.map((c) => c.title), rows };
    }
    case 'targets': {
      const targets = (answer as TargetAnswer | undefined)?.targets ?? [];
      const rows = targets.map((target) => [
        [target.title, ...(target.comment ? [target.comment] : [])].join('\n'),
        target.dueDate ?? '',
        [
          ...target.subTargets.map((s) => `${texts.subTargets}: ${s.title}`),
          ...target.actions.map((a) => `${texts.actions}: ${a.action}`),
        ].join('\n'),
      ]);
      return { kind: 'table', question, columns: [texts.goal, texts.dueDate, ''], rows };
    }
    case 'career':
      return { kind: 'answer', question, lines: careerLines(answer as CareerAnswer | undefined, say) };
    default:
      return undefined;
  }
}

/**
 * Pure. A filled questionnaire as blocks in reading order: each page's title, grouping titles as headings,
 * every answerable element with its answer. Elements a condition hides for these answers are left out, as the
 * form left them out.
 */
export function questionnaireBlocks(q: Questionnaire, values: FeedbackValues, say: Say): AnswerBlock[] {
  const data = valuesToFormData(q, values);
  const visible = createVisibility(q, data);
  const blocks: AnswerBlock[] = [];
  const visit = (elements: FormElement[]) => {
    for (const element of elements) {
      if (!visible(element.id)) continue;
      if (element.type === 'grouping') {
        const title = titleOf(element, say.language);
        if (title) blocks.push({ kind: 'heading', text: title });
        visit(childrenInOrder(element));
        continue;
      }
      const block = answerBlock(element, data[element.id], say);
      if (block) blocks.push(block);
    }
  };
  for (const page of pagesInOrder(q)) {
    const title = localize(page.title, say.language);
    if (title) blocks.push({ kind: 'pageTitle', text: title });
    visit(childrenInOrder(page));
  }
  return blocks;
}

/** Pure. A block's answer as plain text lines (a cell of the comparison). */
function blockText(block: AnswerBlock | undefined, say: Say): string {
  if (!block) return say.texts.noAnswer;
  if (block.kind === 'answer') return block.lines.join('\n');
  if (block.kind === 'table')
    return block.rows.length === 0
      ? say.texts.noAnswer
      : block.rows.map((row) => row.filter((cell) => cell !== '').join(': ')).join('\n');
  return '';
}

type Named = { name: string; element: FormElement; answer: ElementAnswer | null | undefined };

function namedAnswers(q: Questionnaire | undefined, values: FeedbackValues | undefined): Named[] {
  if (!q || !values) return [];
  const data = valuesToFormData(q, values);
  const visible = createVisibility(q, data);
  const named: Named[] = [];
  const visit = (elements: FormElement[]) => {
    for (const element of elements) {
      if (element.type === 'grouping') visit(childrenInOrder(element));
      else if (element.name && answerShapeOf(element) !== 'none' && visible(element.id))
        named.push({ name: element.name, element, answer: data[element.id] });
    }
  };
  for (const page of pagesInOrder(q)) visit(childrenInOrder(page));
  return named;
}

/**
 * Pure. The comparison: the self-evaluation's and the supervisor's answers side by side, paired by element name
 * as the comparison feedback pairs them; a matrix gives one row per item. Questions only one side asks come last.
 */
export function comparisonRows(
  self: { questionnaire: Questionnaire | undefined; values: FeedbackValues } | undefined,
  manager: { questionnaire: Questionnaire | undefined; values: FeedbackValues } | undefined,
  say: Say,
): string[][] {
  const selfNamed = namedAnswers(self?.questionnaire, self?.values);
  const managerNamed = new Map(namedAnswers(manager?.questionnaire, manager?.values).map((n) => [n.name, n]));
  const rows: string[][] = [];
  const add = (s: Named | undefined, m: Named | undefined) => {
    const element = (s ?? m)!.element;
    const shape = answerShapeOf(element);
    if (shape === 'matrix' || shape === 'hardfacts') {
      const selfBlock = s && answerBlock(s.element, s.answer, say);
      const managerBlock = m && answerBlock(m.element, m.answer, say);
      itemsInOrder(element).forEach((item, i) => {
        const cell = (block: AnswerBlock | undefined) =>
          block?.kind === 'table' && block.rows[i]
            ? block.rows[i]
                .slice(1)
                .filter((c) => c !== '')
                .join('\n') || say.texts.noAnswer
            : say.texts.noAnswer;
        rows.push([
          `${titleOf(element, say.language)} – ${localize(item.title, say.language) ?? item.id}`,
          cell(selfBlock),
          cell(managerBlock),
        ]);
      });
      return;
    }
    rows.push([
      titleOf(element, say.language),
      s ? blockText(answerBlock(s.element, s.answer, say), say) : say.texts.noAnswer,
      m ? blockText(answerBlock(m.element, m.answer, say), say) : say.texts.noAnswer,
    ]);
  };
  for (const s of selfNamed) {
    const m = managerNamed.get(s.name);
    managerNamed.delete(s.name);
    add(s, m);
  }
  for (const m of managerNamed.values()) add(undefined, m);
  return rows;
}
