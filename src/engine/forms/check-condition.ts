import { conditionNeedsItem, conditionSourceKind } from './conditions';
import type { ElementEntry, QuestionnaireIndex } from './questionnaire-index';
import { describeElement, makeIssue, type QuestionnaireIssue } from './questionnaire-issues';
import { CONDITION_OPERATORS, type Condition, type ConditionOperator } from './questionnaire-types';

const isOperator = (value: unknown): value is ConditionOperator =>
  (CONDITION_OPERATORS as readonly unknown[]).includes(value);

function valueFits(condition: Condition, kind: 'number' | 'text'): boolean {
  const { operator, value } = condition;
  if (operator === 'answered') return true;
  if (operator === 'greaterThan' || operator === 'lessThan')
    return kind === 'number' && Number.isFinite(value);
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'string';
}

/**
 * Pure. The issues of a grouping's condition (the caller passes groupings with `hasCondition` only): it must
 * exist, reference an earlier element that is not the grouping or inside it (else a cycle), whose answer can be
 * compared, name an item of a matrix, and carry a value that fits the operator.
 */
export function checkCondition(entry: ElementEntry, index: QuestionnaireIndex): QuestionnaireIssue[] {
  const group = entry.element;
  const condition = group.condition;
  const at = `${entry.path}/condition`;
  if (!condition) return [makeIssue('conditionMissing', `${entry.path}/hasCondition`, group)];
  if (!isOperator(condition.operator)) {
    return [
      makeIssue('conditionUnknownOperator', `${at}/operator`, group, {
        operator: String(condition.operator),
      }),
    ];
  }
  const sourceEntry = index.byId.get(condition.elementId);
  if (!sourceEntry) {
    return [
      makeIssue('conditionUnknownElement', `${at}/elementId`, group, { sourceId: condition.elementId }),
    ];
  }
  const source = sourceEntry.element;
  const sourceParams = { source: describeElement(source), sourceId: source.id };
  if (source.id === group.id || sourceEntry.ancestorIds.includes(group.id)) {
    return [makeIssue('conditionCycle', `${at}/elementId`, group, sourceParams)];
  }
  if (sourceEntry.order > entry.order) {
    return [makeIssue('conditionOnLaterElement', `${at}/elementId`, group, sourceParams)];
  }
  const kind = conditionSourceKind(source);
  if (!kind) return [makeIssue('conditionUnsupportedSource', `${at}/elementId`, group, sourceParams)];
  const issues: QuestionnaireIssue[] = [];
  if (conditionNeedsItem(source)) {
    if (condition.itemId === undefined) {
      issues.push(makeIssue('conditionItemRequired', `${at}/itemId`, group, sourceParams));
    } else if (!(source.items ?? []).some((item) => item.id === condition.itemId)) {
      issues.push(
        makeIssue('conditionUnknownItem', `${at}/itemId`, group, {
          ...sourceParams,
          itemId: condition.itemId,
        }),
      );
    }
  }
  if (condition.operator === 'oneOf') {
    const list = condition.value;
    const ok = kind === 'number' && Array.isArray(list) && list.length > 0 && list.every(Number.isFinite);
    if (!ok) issues.push(makeIssue('conditionOneOfNeedsArray', `${at}/value`, group, sourceParams));
  } else if (!valueFits(condition, kind)) {
    issues.push(makeIssue('conditionInvalidValue', `${at}/value`, group, { operator: condition.operator }));
  }
  return issues;
}
