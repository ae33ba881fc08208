import { FEEDBACK_TYPES, type LanguageKey } from '../../../engine/constants';
import {
  DEFAULT_SCALE,
  indexQuestionnaire,
  itemsInOrder,
  localize as localizeText,
  type FormElement,
  type FormPage,
  type Questionnaire,
} from '../../../engine/forms';
import { fieldValueColumns, reportLabel, summarizeScale, type ReportRow } from '../../../engine/reporting';
import type { Actor } from '../../auth/actor';
import { badRequest } from '../../errors';
import type { ReportingServices } from './deps';
import type { ReportFilters } from './filters';
import { requireRecipientsInScope } from './policy';
import {
  fieldAccessKeys,
  fieldAnswers,
  formsOfProcessType,
  latestForm,
  recipientsInScope,
  type FieldAnswerRow,
  type FieldSelection,
} from './repo';
import { readerOf, type PreparedReport } from './service';

const REPORTABLE = new Set(['scaleQuestion', 'scaleMatrix', 'textQuestion']);

const asQuestionnaire = (pages: unknown): Questionnaire => ({
  correlationId: '',
  name: '',
  questionnaireType: 1,
  isDraft: false,
  pages: pages as FormPage[],
});

const titleOf = (element: { title?: Record<string, string> }, locale: LanguageKey, fallback: string) =>
  localizeText(element.title, locale) ?? fallback;

/** GET /Reports/field-value-report/elements/{processType}: the questionnaires and their reportable elements. */
export async function reportableForms(services: ReportingServices, actor: Actor, processType: number) {
  await readerOf(services, actor, {});
  const forms = await formsOfProcessType(services.db, actor.organizationId, processType);
  return {
    forms: forms.map((form) => ({
      correlationId: form.correlation_id,
      name: form.name,
      elements: indexQuestionnaire(asQuestionnaire(form.pages))
        .entries.map((e) => e.element)
        .filter((element) => REPORTABLE.has(element.type))
        .map((element) => ({
          id: element.id,
          type: element.type,
          title: titleOf(element, actor.locale, element.id),
          items: itemsInOrder(element).map((item) => ({
            id: item.id,
            title: titleOf(item, actor.locale, item.id),
          })),
        })),
    })),
  };
}

export type FieldValueInput = {
  reportType: 1 | 2;
  processType: number;
  formCorrelationId: string;
  elementId: string;
  recipientIds?: number[];
  filters: ReportFilters;
};

type Group = { key: string; label: string; source: number | 'all' };

/**
 * POST /Reports/field-value-report/{reportType}/{processType}: the answers to one element across the
 * processes in scope that the reader may read — per organization unit (1) or per person (2). Scale and matrix
 * answers are counted with mean and distribution, texts listed; a group below the organization's anonymity
 * threshold shows neither. Anonymous feedback is only ever shown aggregated, and only above the threshold.
 */
export async function fieldValueReport(
  services: ReportingServices,
  actor: Actor,
  input: FieldValueInput,
): Promise<PreparedReport> {
  const reader = await readerOf(services, actor, input.filters);
  if (input.recipientIds !== undefined && input.recipientIds.length > 0)
    requireRecipientsInScope(
      input.recipientIds,
      await recipientsInScope(services.db, reader, input.recipientIds),
    );
  const form = await latestForm(services.db, actor.organizationId, input.formCorrelationId);
  const element = form && indexQuestionnaire(asQuestionnaire(form.pages)).byId.get(input.elementId)?.element;
  if (!element || !REPORTABLE.has(element.type))
    throw badRequest(
      'UNKNOWN_ELEMENT',
      'The questionnaire has no scale, matrix or text question of that id.',
      [{ path: '/elementId', message: 'not a reportable element' }],
    );
  const isText = element.type === 'textQuestion';
  const scale = isText
    ? null
    : { min: element.minValue ?? DEFAULT_SCALE.minValue, max: element.maxValue ?? DEFAULT_SCALE.maxValue };
  const selection: FieldSelection = {
    processType: input.processType,
    correlationId: input.formCorrelationId,
    filters: input.filters,
    recipientIds: input.recipientIds?.length ? input.recipientIds : undefined,
  };
  // the access keys under which the reader may read a feedback, by the process core's check, once per key
  const keys = await fieldAccessKeys(services.db, reader, selection);
  const readable = await services.processes.readableAmong(actor, input.processType, keys);
  const answers = await fieldAnswers(services.db, reader, selection, readable, {
    id: element.id,
    kind: isText ? 'text' : element.type === 'scaleMatrix' ? 'matrix' : 'scale',
  });
  const groupOf = (row: FieldAnswerRow): Group => {
    const anonymous = row.feedback_type === FEEDBACK_TYPES.anonymous;
    if (input.reportType === 1)
      return {
        key: `${row.hierarchy}|${row.feedback_type}`,
        label: row.hierarchy || reportLabel('none', '', actor.locale),
        source: row.feedback_type,
      };
    return {
      key: `${row.recipient_id}|${anonymous ? 'a' : row.feedback_id}`,
      label: `${row.last_name}, ${row.first_name}`,
      source: row.feedback_type,
    };
  };
  // individual (not anonymous) answers of one person are what the reader may read anyway: no threshold
  const protectedGroup = (group: Group) =>
    input.reportType === 1 || group.source === FEEDBACK_TYPES.anonymous;

  function collect(values: readonly FieldAnswerRow[]) {
    const groups = new Map<string, { group: Group; values: FieldAnswerRow[] }>();
    for (const value of values) {
      const group = groupOf(value);
      const entry = groups.get(group.key) ?? { group, values: [] };
      entry.values.push(value);
      groups.set(group.key, entry);
    }
    return [...groups.values()];
  }

  const source = (group: Group) => reportLabel('source', group.source, actor.locale);
  const belowThreshold = reportLabel('note', 'belowThreshold', actor.locale);

  function scaleRows(values: readonly FieldAnswerRow[]): ReportRow[] {
    const items =
      element!.type === 'scaleMatrix' ? itemsInOrder(element!) : [{ id: '', title: element!.title }];
    const out: ReportRow[] = [];
    for (const { group, values: answers } of collect(values)) {
      for (const item of items) {
        const own = answers.filter((a) => a.item_id === item.id).map((a) => a.value ?? 0);
        if (own.length === 0) continue;
        const summary = summarizeScale(own, protectedGroup(group) ? reader.threshold : 1);
        const row: ReportRow = {
          group: group.label,
          source: source(group),
          item: titleOf(item as FormElement, actor.locale, item.id || element!.id),
          count: summary.count,
          mean: summary.mean,
          text: null,
          note: summary.suppressed ? belowThreshold : null,
        };
        for (let v = scale!.min; v <= scale!.max; v++)
          row[`v${v}`] = summary.distribution ? (summary.distribution.get(v) ?? 0) : null;
        out.push(row);
      }
    }
    return out;
  }

  function textRows(values: readonly FieldAnswerRow[]): ReportRow[] {
    const out: ReportRow[] = [];
    const item = titleOf(element!, actor.locale, element!.id);
    for (const { group, values: texts } of collect(values)) {
      const base = { group: group.label, source: source(group), item, mean: null };
      if (protectedGroup(group) && texts.length < reader.threshold) {
        out.push({ ...base, count: texts.length, text: null, note: belowThreshold });
        continue;
      }
      for (const t of texts) out.push({ ...base, count: 1, text: t.comment, note: null });
    }
    return out;
  }

  const rows = isText ? textRows(answers) : scaleRows(answers);

  return {
    report: 'field-value-report',
    scope: reader.scope,
    threshold: reader.threshold,
    columns: fieldValueColumns(input.reportType, scale).map((c) => ({
      key: c.key,
      type: c.type,
      title: c.title[actor.locale],
    })),
    batches: {
      async *[Symbol.asyncIterator]() {
        yield rows;
      },
    },
  };
}
