import { describe, expect, it } from 'vitest';
import { LANGUAGES, PROCESS_TYPES } from '../../constants';
import { checkQuestionnaire } from '../check-questionnaire';
import { compile } from '../compile';
import { CUSTOM_COMPONENT_NAMES } from '../custom-components';
import {
  COMMENT_FIELD_TYPES,
  ELEMENT_TYPES,
  type FormElement,
  type Localized,
  type Questionnaire,
} from '../questionnaire-types';
import { validateQuestionnaire } from '../validate-questionnaire';
import {
  DEMO_QUESTIONNAIRE_ENTRIES,
  DEMO_QUESTIONNAIRE_KEYS,
  DEMO_QUESTIONNAIRES,
  demoQuestionnaireByKey,
  type DemoQuestionnaireKey,
} from './index';

/** Every element, nested ones included, in document order (pages by pageIndex, then depth-first by index). */
function allElements(q: Questionnaire): FormElement[] {
  const out: FormElement[] = [];
  const visit = (elements: readonly FormElement[]) => {
    for (const element of [...elements].sort((a, b) => a.index - b.index)) {
      out.push(element);
      visit(element.elements ?? []);
    }
  };
  for (const page of [...q.pages].sort((a, b) => a.pageIndex - b.pageIndex)) visit(page.elements);
  return out;
}

/** Every localized text of a questionnaire with where it is, for messages. */
function localizedTexts(q: Questionnaire): { where: string; text: Localized }[] {
  const texts: { where: string; text: Localized }[] = [];
  const add = (where: string, text: Localized | undefined) => {
    if (text) texts.push({ where, text });
  };
  for (const page of q.pages) add(`${page.id}.title`, page.title);
  for (const e of allElements(q)) {
    add(`${e.id}.title`, e.title);
    add(`${e.id}.subtitle`, e.subtitle);
    add(`${e.id}.tooltip`, e.tooltip);
    for (const anchor of e.anchors ?? []) add(`${e.id}.anchors[${anchor.value}]`, anchor.label);
    for (const item of e.items ?? []) {
      add(`${e.id}.items.${item.id}.title`, item.title);
      add(`${e.id}.items.${item.id}.subtitle`, item.subtitle);
    }
  }
  return texts;
}

const PREFIX: Record<DemoQuestionnaireKey, string> = {
  'mafeg-self-evaluation': 'ms-',
  'mafeg-manager-evaluation': 'mm-',
  'mafeg-documentation': 'md-',
  ehg: 'eh-',
  pdp: 'pd-',
  promotion: 'pr-',
  pdc: 'pc-',
  edc: 'ec-',
};
const PROCESS_TYPE: Record<DemoQuestionnaireKey, number> = {
  'mafeg-self-evaluation': PROCESS_TYPES.MAFEG,
  'mafeg-manager-evaluation': PROCESS_TYPES.MAFEG,
  'mafeg-documentation': PROCESS_TYPES.MAFEG,
  ehg: PROCESS_TYPES.EHG,
  pdp: PROCESS_TYPES.PDP,
  promotion: PROCESS_TYPES.PROMOTION,
  pdc: PROCESS_TYPES.PDC,
  edc: PROCESS_TYPES.EDC,
};
const FEEDBACK_TYPE: Record<DemoQuestionnaireKey, number> = {
  'mafeg-self-evaluation': 1,
  'mafeg-manager-evaluation': 2,
  'mafeg-documentation': 3,
  ehg: 3,
  pdp: 3,
  promotion: 3,
  pdc: 3,
  edc: 3,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ALL = DEMO_QUESTIONNAIRES.flatMap(allElements);
const scaleKinds = (e: FormElement) => e.type === 'scaleQuestion' || e.type === 'scaleMatrix';

describe.each(DEMO_QUESTIONNAIRE_ENTRIES.map((entry) => [entry.key, entry] as const))('%s', (key, entry) => {
  const q = entry.questionnaire;
  const elements = allElements(q);

  it('passes the questionnaire schema', () => {
    const result = validateQuestionnaire(q);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('passes the semantic checks and compiles in German and English', () => {
    const context = { knownTableNames: entry.knownTableNames };
    expect(checkQuestionnaire(q, context).map((issue) => issue.message)).toEqual([]);
    for (const language of LANGUAGES) {
      const { uiSchema } = compile(q, language, context);
      expect([...uiSchema['ui:order']].sort()).toEqual(elements.map((e) => e.id).sort());
      const first = elements[0];
      expect(uiSchema[first.id]).toMatchObject({ 'ui:options': { title: first.title![language] } });
    }
  });

  it('is a published form of its process type with 1 to 4 titled pages', () => {
    expect(q.correlationId).toMatch(UUID);
    expect(q.questionnaireType).toBe(PROCESS_TYPE[key]);
    expect(entry.feedbackType).toBe(FEEDBACK_TYPE[key]);
    expect(q.isDraft).toBe(false);
    expect(q.pages.length).toBeGreaterThanOrEqual(1);
    expect(q.pages.length).toBeLessThanOrEqual(4);
    expect(q.pages.map((p) => p.pageIndex)).toEqual(q.pages.map((_, i) => i));
    for (const page of q.pages) {
      expect(page.title, page.id).toBeDefined();
      expect(page.elements.length, page.id).toBeGreaterThan(0);
    }
  });

  it('has unique, prefixed page and element ids and unique names and item ids', () => {
    const ids = [...q.pages.map((p) => p.id), ...elements.map((e) => e.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.startsWith(PREFIX[key]), id).toBe(true);
    const names = elements.flatMap((e) => (e.name === undefined ? [] : [e.name]));
    expect(new Set(names).size).toBe(names.length);
    for (const e of elements) {
      const itemIds = (e.items ?? []).map((item) => item.id);
      expect(new Set(itemIds).size, e.id).toBe(itemIds.length);
      expect(
        (e.items ?? []).map((item) => item.index),
        e.id,
      ).toEqual(itemIds.map((_, i) => i));
    }
  });

  it('numbers elements 0..n-1 within each container', () => {
    const containers = [...q.pages.map((p) => p.elements), ...elements.map((e) => e.elements ?? [])];
    for (const list of containers) expect(list.map((e) => e.index)).toEqual(list.map((_, i) => i));
  });

  it('has every visible text in German and English', () => {
    for (const { where, text } of localizedTexts(q)) {
      for (const language of LANGUAGES) expect(text[language]?.trim(), `${where} ${language}`).toBeTruthy();
    }
    for (const e of elements) expect(e.title, `${e.id} has a title`).toBeDefined();
  });

  it('labels every value of every scale and keeps conditions on earlier elements', () => {
    for (const e of elements.filter(scaleKinds)) {
      const values = (e.anchors ?? []).map((a) => a.value);
      const range = Array.from({ length: e.maxValue! - e.minValue! + 1 }, (_, i) => e.minValue! + i);
      expect(values, e.id).toEqual(range);
    }
    const order = new Map(elements.map((e, i) => [e.id, i]));
    for (const e of elements.filter((el) => el.hasCondition)) {
      const source = order.get(e.condition!.elementId);
      expect(source, `${e.id} condition source`).toBeDefined();
      expect(source!, `${e.id} condition source comes first`).toBeLessThan(order.get(e.id)!);
    }
  });
});

describe('the demo set', () => {
  it('has one questionnaire per key, with distinct correlation ids and names', () => {
    expect(DEMO_QUESTIONNAIRE_ENTRIES.map((e) => e.key)).toEqual([...DEMO_QUESTIONNAIRE_KEYS]);
    for (const key of DEMO_QUESTIONNAIRE_KEYS) expect(demoQuestionnaireByKey[key].key).toBe(key);
    expect(new Set(DEMO_QUESTIONNAIRES.map((q) => q.correlationId)).size).toBe(DEMO_QUESTIONNAIRES.length);
    expect(new Set(DEMO_QUESTIONNAIRES.map((q) => q.name)).size).toBe(DEMO_QUESTIONNAIRES.length);
    const types = new Set(DEMO_QUESTIONNAIRES.map((q) => q.questionnaireType));
    expect([...types].sort()).toEqual(Object.values(PROCESS_TYPES).sort());
  });

  it('uses every element kind', () => {
    const kinds = new Set(ALL.map((e) => e.type));
    expect([...kinds].sort()).toEqual([...ELEMENT_TYPES].sort());
  });

  it('uses every variant the builder offers', () => {
    const commentTypes = new Set(ALL.filter((e) => e.type === 'textQuestion').map((e) => e.commentFieldType));
    expect([...commentTypes].sort()).toEqual(Object.values(COMMENT_FIELD_TYPES).sort());
    const scales = ALL.filter((e) => e.type === 'scaleQuestion');
    expect(scales.some((e) => e.minValue === 1 && e.maxValue === 5)).toBe(true);
    expect(scales.some((e) => e.minValue === 1 && e.maxValue === 4)).toBe(true);
    expect(scales.some((e) => e.mandatoryScale)).toBe(true);
    expect(scales.some((e) => e.allowComment && !e.mandatoryComment)).toBe(true);
    expect(scales.some((e) => e.allowComment && e.mandatoryComment)).toBe(true);
    expect(ALL.some((e) => e.type === 'scaleMatrix' && e.allowComment && (e.items?.length ?? 0) > 1)).toBe(
      true,
    );
    const groupings = ALL.filter((e) => e.type === 'grouping');
    expect(groupings.some((e) => e.hasCondition && e.condition?.operator === 'lessThan')).toBe(true);
    expect(groupings.some((g) => (g.elements ?? []).some((child) => child.type === 'grouping'))).toBe(true);
    const components = new Set(ALL.filter((e) => e.type === 'customElement').map((e) => e.customComponent));
    expect([...components].sort()).toEqual([...CUSTOM_COMPONENT_NAMES].sort());
    for (const e of ALL.filter((el) => el.customComponent === 'hardfacts')) {
      expect(e.items?.length ?? 0, e.id).toBeGreaterThan(0);
    }
  });

  it('lets the MAFEG documentation review the table of the self-evaluation', () => {
    const self = allElements(demoQuestionnaireByKey['mafeg-self-evaluation'].questionnaire);
    const documentation = demoQuestionnaireByKey['mafeg-documentation'];
    const reviews = allElements(documentation.questionnaire).filter((e) => e.type === 'tableReview');
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      const table = self.find((e) => e.name === review.referencedElementName);
      expect(table?.type, review.id).toBe('tableQuestion');
      expect(documentation.knownTableNames).toContain(review.referencedElementName);
    }
    const withoutContext = checkQuestionnaire(documentation.questionnaire).map((issue) => issue.code);
    expect(withoutContext).toEqual(reviews.map(() => 'tableReviewMissingReference'));
  });

  it('asks the same competency questions in the MAFEG self-evaluation and manager evaluation', () => {
    const named = (key: DemoQuestionnaireKey) =>
      new Map(
        allElements(demoQuestionnaireByKey[key].questionnaire)
          .filter((e) => e.name !== undefined && scaleKinds(e))
          .map((e) => [e.name!, e]),
      );
    const self = named('mafeg-self-evaluation');
    const manager = named('mafeg-manager-evaluation');
    for (const name of ['customerFocus', 'teamwork', 'ownership', 'communication', 'workingMethods']) {
      const a = self.get(name);
      const b = manager.get(name);
      expect(a, `self ${name}`).toBeDefined();
      expect(b, `manager ${name}`).toBeDefined();
      expect(
        [b!.type, b!.minValue, b!.maxValue, b!.anchors, b!.title, b!.items?.map((item) => item.id)],
        name,
      ).toEqual([a!.type, a!.minValue, a!.maxValue, a!.anchors, a!.title, a!.items?.map((item) => item.id)]);
    }
  });
});
