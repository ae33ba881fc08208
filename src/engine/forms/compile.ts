import type { LanguageKey } from '../constants';
import { isElementMandatory } from './answer-shape';
import { checkQuestionnaire } from './check-questionnaire';
import type {
  CompileContext,
  CompiledForm,
  JsonSchema,
  LayoutNode,
  LayoutPage,
  UiSchema,
} from './compiled-types';
import { activeCondition, conditionSchema } from './conditions';
import { elementAnswerSchema } from './element-schema';
import { elementUiSchema } from './element-ui';
import { localize } from './localize';
import { indexQuestionnaire, type QuestionnaireIndex } from './questionnaire-index';
import { QuestionnaireError } from './questionnaire-issues';
import type { Questionnaire } from './questionnaire-types';
import { visibilityPlan } from './visibility';

type Part = { properties: Record<string, JsonSchema>; required: string[] };

/** The `if` of a conditional grouping: its own condition and every condition it depends on (see visibility.ts). */
function ifSchema(q: Questionnaire, index: QuestionnaireIndex, groupId: string): JsonSchema {
  const required = visibilityPlan(q).requires.get(groupId) ?? [groupId];
  const schemas = required.map((id) => {
    const condition = activeCondition(index.byId.get(id)!.element)!;
    return conditionSchema(condition, index.byId.get(condition.elementId)!.element);
  });
  return schemas.length === 1 ? schemas[0] : { allOf: schemas };
}

function layoutOf(q: Questionnaire, index: QuestionnaireIndex, locale: LanguageKey): LayoutPage[] {
  const groups = new Map<string, LayoutNode[]>();
  const pages = index.pages.map(({ page }) => {
    const title = localize(page.title, locale);
    return { pageId: page.id, ...(title === undefined ? {} : { title }), children: [] as LayoutNode[] };
  });
  const pageById = new Map(pages.map((p) => [p.pageId, p]));
  for (const { element, page, ancestorIds } of index.entries) {
    const parentId = ancestorIds.at(-1);
    const siblings = parentId === undefined ? pageById.get(page.id)!.children : groups.get(parentId)!;
    if (element.type === 'grouping') {
      const children: LayoutNode[] = [];
      groups.set(element.id, children);
      siblings.push({ groupId: element.id, children });
    } else siblings.push(element.id);
  }
  return pages;
}

/**
 * Pure, for questionnaires that passed checkQuestionnaire. Returns the compiled form and each element's answer
 * schema by id (the server's answer validators read their leaves from it).
 */
export function compileChecked(
  q: Questionnaire,
  locale: LanguageKey,
  context: CompileContext = {},
): CompiledForm & { elementSchemas: Map<string, JsonSchema> } {
  const index = indexQuestionnaire(q);
  const plan = visibilityPlan(q);
  const root: Part = { properties: {}, required: [] };
  const scoped = new Map<string, Part>();
  const elementSchemas = new Map<string, JsonSchema>();
  const order: string[] = [];
  const tables = new Map(
    index.entries
      .filter((e) => e.element.type === 'tableQuestion' && e.element.name)
      .map((e) => [e.element.name!, e.element]),
  );
  const uiSchema: UiSchema = { 'ui:order': order, 'ui:options': { layout: layoutOf(q, index, locale) } };
  for (const entry of index.entries) {
    const { element } = entry;
    const schema = elementAnswerSchema(element, localize(element.title, locale));
    const scope = plan.scopeOf.get(element.id);
    let part = root;
    if (scope !== undefined) {
      part = scoped.get(scope) ?? { properties: {}, required: [] };
      scoped.set(scope, part);
    }
    part.properties[element.id] = schema;
    if (isElementMandatory(element)) part.required.push(element.id);
    elementSchemas.set(element.id, schema);
    uiSchema[element.id] = elementUiSchema(entry, locale, context, tables);
    order.push(element.id);
  }
  // Hidden groupings' answers live only in `then`: the renderer shows them and ajv requires them only while true.
  const allOf = [...scoped].map(([groupId, part]) => ({
    if: ifSchema(q, index, groupId),
    then: {
      type: 'object' as const,
      properties: part.properties,
      ...(part.required.length ? { required: part.required } : {}),
    },
  }));
  const schema: JsonSchema = {
    type: 'object',
    properties: root.properties,
    ...(root.required.length > 0 ? { required: root.required } : {}),
    ...(allOf.length > 0 ? { allOf } : {}),
  };
  return { schema, uiSchema, elementSchemas };
}

/**
 * Pure. Compiles a questionnaire into JSON Schema + uiSchema for one locale (texts fall back to the other
 * language). Form data is flat: one root property per element, keyed by element id (display-only kinds are
 * `type: 'null'` so they keep their place); answers of conditional groupings appear only in a root
 * `allOf: [{ if, then }]`; pages and nesting are the layout tree in `uiSchema['ui:options'].layout`.
 * Throws QuestionnaireError with all issues when checkQuestionnaire finds any. Linear in the number of elements.
 */
export function compile(q: Questionnaire, locale: LanguageKey, context: CompileContext = {}): CompiledForm {
  const issues = checkQuestionnaire(q, context);
  if (issues.length > 0) throw new QuestionnaireError(issues);
  const { schema, uiSchema } = compileChecked(q, locale, context);
  return { schema, uiSchema };
}
