import type { LanguageKey } from '../constants';
import {
  allowsComment,
  answerShapeOf,
  isCommentMandatory,
  isElementMandatory,
  isScaleMandatory,
  scaleRange,
  usesScale,
} from './answer-shape';
import type { CompileContext, ElementUiOptions, ElementUiSchema, UiItem } from './compiled-types';
import { ACTION_COLUMN_TITLES, ACTION_COLUMNS } from './answer-types';
import { itemsInOrder } from './element-items';
import { localize } from './localize';
import type { ElementEntry } from './questionnaire-index';
import { sortedBy } from './questionnaire-index';
import type { FormElement, FormItem } from './questionnaire-types';

/** Drops undefined values so the output is plain JSON and golden files stay stable. */
function compact<T extends object>(value: T): T {
  // A plain loop: this runs per element and item, and entries/fromEntries dominated compile time.
  const result: Record<string, unknown> = {};
  for (const key in value) if (value[key] !== undefined) result[key] = value[key];
  return result as T;
}

const uiItem = (item: FormItem, locale: LanguageKey): UiItem =>
  compact({
    id: item.id,
    title: localize(item.title, locale) ?? item.id,
    subtitle: localize(item.subtitle, locale),
  });

function scaleOptions(element: FormElement, locale: LanguageKey): Partial<ElementUiOptions> {
  const scale = usesScale(element);
  const { min, max } = scaleRange(element);
  return {
    useScale: scale,
    ...(scale
      ? {
          minValue: min,
          maxValue: max,
          mandatoryScale: isScaleMandatory(element),
          anchors: sortedBy(element.anchors ?? [], (a) => a.value).map(({ value: a }) => ({
            value: a.value,
            label: localize(a.label, locale) ?? String(a.value),
          })),
        }
      : {}),
    allowComment: allowsComment(element),
    ...(allowsComment(element) ? { mandatoryComment: isCommentMandatory(element) } : {}),
    ...(allowsComment(element) ? { commentFieldType: element.commentFieldType ?? 1 } : {}),
  };
}

function kindOptions(element: FormElement, locale: LanguageKey): Partial<ElementUiOptions> {
  const items = () => itemsInOrder(element).map((item) => uiItem(item, locale));
  switch (answerShapeOf(element)) {
    case 'comment':
      return {
        commentFieldType: element.commentFieldType ?? 1,
        mandatoryComment: isCommentMandatory(element),
      };
    case 'scale':
      return scaleOptions(element, locale);
    case 'matrix':
      return { ...scaleOptions(element, locale), items: items() };
    case 'hardfacts':
      return {
        customComponent: element.customComponent,
        mandatoryScale: isScaleMandatory(element),
        items: items(),
      };
    case 'career':
      return { customComponent: element.customComponent };
    case 'table':
      return {
        columns:
          element.type === 'actionField'
            ? ACTION_COLUMNS.map((id) => ({ id, title: ACTION_COLUMN_TITLES[id][locale] }))
            : items(),
      };
    default:
      break;
  }
  return {};
}

/**
 * The reviewed table comes from the context; without it (e.g. a designer's preview) a table of the same
 * questionnaire still gives its columns, with no rows.
 */
function reviewTableOptions(
  element: FormElement,
  locale: LanguageKey,
  context: CompileContext,
  tables: ReadonlyMap<string, FormElement>,
): Partial<ElementUiOptions> {
  const name = element.referencedElementName ?? '';
  const table = context.reviewTables?.[name];
  const columns = table?.columns ?? tables.get(name)?.items ?? [];
  const ui = sortedBy(columns, (c) => c.index).map(({ value }) => uiItem(value, locale));
  return { reviewTable: { name, columns: ui, rows: table?.rows ?? [] } };
}

/**
 * Pure. The uiSchema entry of one element: `ui:field` is the element type (the renderer registers one field per
 * kind) and `ui:options` carries everything the field shows, localized, with defaults applied. `tables` are
 * the questionnaire's tableQuestions by name.
 */
export function elementUiSchema(
  entry: ElementEntry,
  locale: LanguageKey,
  context: CompileContext,
  tables: ReadonlyMap<string, FormElement>,
): ElementUiSchema {
  const { element } = entry;
  const options: ElementUiOptions = compact({
    elementId: element.id,
    pageId: entry.page.id,
    depth: entry.ancestorIds.length,
    title: localize(element.title, locale),
    subtitle: localize(element.subtitle, locale),
    tooltip: localize(element.tooltip, locale),
    mandatory: isElementMandatory(element),
    ...(element.type === 'tableReview'
      ? reviewTableOptions(element, locale, context, tables)
      : kindOptions(element, locale)),
  });
  return { 'ui:field': element.type, 'ui:options': options };
}
