import fc from 'fast-check';
import { scaleRange } from '../answer-shape';
import type { CompileContext } from '../compiled-types';
import { conditionNeedsItem, conditionSourceKind } from '../conditions';
import { CUSTOM_COMPONENT_NAMES } from '../custom-components';
import {
  ELEMENT_TYPES,
  type Condition,
  type ElementType,
  type FormElement,
  type FormItem,
  type Questionnaire,
} from '../questionnaire-types';

/**
 * fast-check arbitraries of valid questionnaires (every kind, nested groupings, conditions on earlier elements,
 * arrays stored out of index order). Tests only: it imports fast-check, a dev dependency.
 */
/** Every kind of element that holds no others: the built-in kinds but groupings, and each custom element. */
const LEAF_KINDS = [
  ...ELEMENT_TYPES.filter(
    (type): type is Exclude<ElementType, 'grouping' | 'customElement'> =>
      type !== 'grouping' && type !== 'customElement',
  ),
  ...CUSTOM_COMPONENT_NAMES,
];
type Flags = {
  useScale: boolean;
  mandatoryScale: boolean;
  allowComment: boolean;
  mandatoryComment: boolean;
  commentFieldType: 1 | 2 | 3;
  min: number;
  span: number;
  itemCount: number;
  anchors: boolean;
};
type LeafSpec = { kind: (typeof LEAF_KINDS)[number]; flags: Flags };
type GroupSpec = { kind: 'grouping'; conditional: boolean; reversed: boolean; children: Spec[] };
type Spec = LeafSpec | GroupSpec;

const flagsArb: fc.Arbitrary<Flags> = fc.record({
  useScale: fc.boolean(),
  mandatoryScale: fc.boolean(),
  allowComment: fc.boolean(),
  mandatoryComment: fc.boolean(),
  commentFieldType: fc.constantFrom(1 as const, 2 as const, 3 as const),
  min: fc.integer({ min: -2, max: 3 }),
  span: fc.integer({ min: 1, max: 5 }),
  itemCount: fc.integer({ min: 1, max: 3 }),
  anchors: fc.boolean(),
});
const leafArb: fc.Arbitrary<Spec> = fc.record({ kind: fc.constantFrom(...LEAF_KINDS), flags: flagsArb });
const { node } = fc.letrec<{ node: Spec; group: Spec }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', maxDepth: 3 }, leafArb, leafArb, tie('group')),
  group: fc.record({
    kind: fc.constant('grouping' as const),
    conditional: fc.boolean(),
    reversed: fc.boolean(),
    children: fc.array(tie('node'), { maxLength: 3 }),
  }),
}));

/** Builds the questionnaire from specs; `choices` drive conditions, so shrinking keeps them valid. */
function build(pages: Spec[][], choices: number[]): Questionnaire {
  let count = 0;
  let next = 0;
  const pick = <T>(list: readonly T[]): T => list[choices[next++ % choices.length] % list.length];
  const sources: FormElement[] = [];
  const tableNames: string[] = ['external'];
  const items = (n: number): FormItem[] =>
    Array.from({ length: n }, (_, i) => ({ id: `i${i}`, index: i, title: { 'en-US': `Item ${i}` } }));
  const condition = (): Condition | undefined => {
    if (sources.length === 0) return undefined;
    const source = pick(sources);
    const itemId = conditionNeedsItem(source) ? pick(source.items ?? []).id : undefined;
    if (conditionSourceKind(source) === 'text') {
      return {
        elementId: source.id,
        operator: pick(['equals', 'notEquals', 'answered'] as const),
        value: pick(['yes', 'no']),
      };
    }
    const { min, max } = source.type === 'customElement' ? { min: 0, max: 1 } : scaleRange(source);
    const values = Array.from({ length: max - min + 3 }, (_, i) => min - 1 + i);
    const operator = pick(['equals', 'notEquals', 'greaterThan', 'lessThan', 'oneOf', 'answered'] as const);
    const value =
      operator === 'oneOf'
        ? [pick(values), pick(values)]
        : operator === 'answered'
          ? undefined
          : pick(values);
    return {
      elementId: source.id,
      ...(itemId ? { itemId } : {}),
      operator,
      ...(value === undefined ? {} : { value }),
    };
  };
  const leaf = ({ kind, flags }: LeafSpec, id: string, index: number): FormElement => {
    const base = { id, index, title: { 'en-US': `Title ${id}` } };
    const { min, span } = flags;
    const scale = {
      useScale: flags.useScale,
      mandatoryScale: flags.mandatoryScale,
      allowComment: flags.allowComment,
      mandatoryComment: flags.mandatoryComment,
      commentFieldType: flags.commentFieldType,
      minValue: min,
      maxValue: min + span,
      ...(flags.anchors ? { anchors: [{ value: min, label: { 'de-DE': 'niedrig' } }] } : {}),
    };
    switch (kind) {
      case 'textQuestion':
        return {
          ...base,
          type: kind,
          commentFieldType: flags.commentFieldType,
          mandatoryComment: flags.mandatoryComment,
        };
      case 'scaleQuestion':
        return { ...base, type: kind, ...scale };
      case 'scaleMatrix':
        return { ...base, type: kind, ...scale, items: items(flags.itemCount) };
      case 'tableQuestion':
        tableNames.push(`table-${id}`);
        return {
          ...base,
          type: kind,
          name: `table-${id}`,
          items: items(flags.itemCount),
          mandatoryComment: flags.mandatoryComment,
        };
      case 'tableReview':
        return { ...base, type: kind, referencedElementName: pick(tableNames) };
      case 'actionField':
      case 'targetField':
        return { ...base, type: kind, mandatoryComment: flags.mandatoryComment };
      case 'careerDevelopment':
        return {
          ...base,
          type: 'customElement',
          customComponent: kind,
          mandatoryScale: flags.mandatoryScale,
          mandatoryComment: flags.mandatoryComment,
        };
      case 'hardfacts':
        return {
          ...base,
          type: 'customElement',
          customComponent: kind,
          items: items(flags.itemCount),
          mandatoryScale: flags.mandatoryScale,
        };
      default:
        return { ...base, type: 'textSection' };
    }
  };
  const elements = (specs: Spec[], reversed: boolean): FormElement[] => {
    const built = specs.map((spec, index): FormElement => {
      count += 1;
      const id = `e${count}`;
      if (spec.kind !== 'grouping') {
        const element = leaf(spec, id, index);
        if (conditionSourceKind(element)) sources.push(element);
        return element;
      }
      const own = spec.conditional ? condition() : undefined;
      const group: FormElement = {
        id,
        index,
        type: 'grouping',
        ...(own ? { hasCondition: true, condition: own } : {}),
      };
      return { ...group, elements: elements(spec.children, spec.reversed) };
    });
    // Arrays out of index order check that everything sorts by index.
    return reversed ? built.reverse() : built;
  };
  const built = pages.map((specs, pageIndex) => ({
    id: `p${pageIndex}`,
    pageIndex,
    elements: elements(specs, pageIndex % 2 === 1),
  }));
  return {
    correlationId: 'generated',
    name: 'Generated',
    questionnaireType: 1,
    isDraft: true,
    pages: built.reverse(),
  };
}

/** The compile context generated questionnaires need: their table reviews may name the table `external`. */
export const GENERATED_CONTEXT: CompileContext = { knownTableNames: ['external'] };

/** Arbitrary valid questionnaires (they pass validateQuestionnaire and checkQuestionnaire with GENERATED_CONTEXT). */
export const questionnaireArb: fc.Arbitrary<Questionnaire> = fc
  .record({
    pages: fc.array(fc.array(node, { maxLength: 5 }), { minLength: 1, maxLength: 3 }),
    choices: fc.array(fc.nat(1000), { minLength: 8, maxLength: 8 }),
  })
  .map(({ pages, choices }) => build(pages, choices));
