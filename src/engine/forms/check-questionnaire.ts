import { answerShapeOf, scaleRange, usesScale } from './answer-shape';
import { checkCondition } from './check-condition';
import type { CompileContext } from './compiled-types';
import { customComponentOf, CUSTOM_COMPONENTS } from './custom-components';
import { indexQuestionnaire, type ElementEntry } from './questionnaire-index';
import { makeIssue, type QuestionnaireIssue } from './questionnaire-issues';
import type { Questionnaire } from './questionnaire-types';

function checkScale({ element, path }: ElementEntry): QuestionnaireIssue[] {
  const { min, max } = scaleRange(element);
  if (min >= max) return [makeIssue('invalidScaleRange', `${path}/minValue`, element, { min, max })];
  return (element.anchors ?? []).flatMap((anchor, i) =>
    anchor.value < min || anchor.value > max
      ? [
          makeIssue('anchorOutOfRange', `${path}/anchors/${i}/value`, element, {
            value: anchor.value,
            min,
            max,
          }),
        ]
      : [],
  );
}

function needsItems(entry: ElementEntry): boolean {
  const { element } = entry;
  const component = customComponentOf(element);
  if (component) return CUSTOM_COMPONENTS[component].needsItems;
  return element.type === 'scaleMatrix' || element.type === 'tableQuestion';
}

function checkItems(entry: ElementEntry): QuestionnaireIssue[] {
  const { element, path } = entry;
  const items = element.items ?? [];
  if (items.length === 0)
    return needsItems(entry) ? [makeIssue('itemsRequired', `${path}/items`, element)] : [];
  const seen = new Set<string>();
  return items.flatMap((item, i) => {
    if (!seen.has(item.id)) return (seen.add(item.id), []);
    return [makeIssue('duplicateItemId', `${path}/items/${i}/id`, element, { itemId: item.id })];
  });
}

type Named = ReadonlyMap<string, ElementEntry>;

function checkTableReview(entry: ElementEntry, named: Named, context: CompileContext): QuestionnaireIssue[] {
  const { element, path } = entry;
  const name = element.referencedElementName ?? '';
  const target = named.get(name);
  if (target) {
    return target.element.type === 'tableQuestion'
      ? []
      : [makeIssue('tableReviewNotATable', `${path}/referencedElementName`, element, { name })];
  }
  const external =
    name !== '' && (name in (context.reviewTables ?? {}) || context.knownTableNames?.includes(name));
  return external
    ? []
    : [makeIssue('tableReviewMissingReference', `${path}/referencedElementName`, element, { name })];
}

function checkElement(
  entry: ElementEntry,
  q: Questionnaire,
  named: Named,
  context: CompileContext,
): QuestionnaireIssue[] {
  const { element, path } = entry;
  const issues: QuestionnaireIssue[] = [];
  const shape = answerShapeOf(element);
  if ((shape === 'scale' || shape === 'matrix') && usesScale(element)) issues.push(...checkScale(entry));
  issues.push(...checkItems(entry));
  if (element.type === 'customElement' && !customComponentOf(element)) {
    const component = element.customComponent ?? '';
    issues.push(makeIssue('unknownCustomComponent', `${path}/customComponent`, element, { component }));
  }
  if (element.type === 'tableReview') issues.push(...checkTableReview(entry, named, context));
  if (element.type !== 'grouping' && (element.elements?.length ?? 0) > 0) {
    issues.push(makeIssue('nestedElementsNotAllowed', `${path}/elements`, element));
  }
  if (element.type !== 'grouping' && element.hasCondition === true) {
    issues.push(makeIssue('conditionNotAllowed', `${path}/hasCondition`, element));
  }
  if (element.type === 'grouping' && element.hasCondition === true) {
    issues.push(...checkCondition(entry, indexQuestionnaire(q)));
  }
  return issues;
}

/**
 * Pure. The semantic issues of a structurally valid questionnaire (run `validateQuestionnaire` first for the
 * shape): duplicate page/element/item ids and names, scale ranges and anchors, missing items, conditions
 * (missing, later or own elements, operators, values), unknown custom components, and tableReview references,
 * which may also name tables of other questionnaires listed in `context`. An empty list means compile() succeeds.
 */
export function checkQuestionnaire(q: Questionnaire, context: CompileContext = {}): QuestionnaireIssue[] {
  const issues: QuestionnaireIssue[] = [];
  const index = indexQuestionnaire(q);
  const pageIds = new Set<string>();
  for (const { page, path } of index.pages) {
    if (pageIds.has(page.id))
      issues.push(makeIssue('duplicatePageId', `${path}/id`, undefined, { pageId: page.id }));
    pageIds.add(page.id);
  }
  const named = new Map<string, ElementEntry>();
  for (const entry of index.entries) {
    const { element, path } = entry;
    if (index.byId.get(element.id) !== entry)
      issues.push(makeIssue('duplicateElementId', `${path}/id`, element));
    if (element.name !== undefined) {
      if (named.has(element.name)) {
        issues.push(makeIssue('duplicateElementName', `${path}/name`, element, { name: element.name }));
      } else named.set(element.name, entry);
    }
  }
  for (const entry of index.entries) issues.push(...checkElement(entry, q, named, context));
  return issues;
}
