import type { ElementType, FormElement } from '../../../../engine/forms';

/** Property fields the panel shows; which apply depends on the kind (see FormElement's documentation). */
export type PanelField =
  | 'name'
  | 'subtitle'
  | 'tooltip'
  | 'scale'
  | 'mandatoryScale'
  | 'allowComment'
  | 'mandatoryComment'
  | 'commentFieldType'
  | 'anchors'
  | 'items'
  | 'referencedElementName'
  | 'customComponent'
  | 'condition';

const SCALE: PanelField[] = [
  'name',
  'subtitle',
  'tooltip',
  'scale',
  'mandatoryScale',
  'allowComment',
  'mandatoryComment',
  'commentFieldType',
  'anchors',
];

const FIELDS: Record<ElementType, PanelField[]> = {
  textSection: ['subtitle', 'tooltip'],
  textQuestion: ['name', 'subtitle', 'tooltip', 'mandatoryComment', 'commentFieldType'],
  scaleQuestion: SCALE,
  scaleMatrix: [...SCALE, 'items'],
  tableQuestion: ['name', 'subtitle', 'tooltip', 'mandatoryComment', 'items'],
  tableReview: ['subtitle', 'tooltip', 'referencedElementName'],
  grouping: ['subtitle', 'tooltip', 'condition'],
  actionField: ['name', 'subtitle', 'tooltip', 'mandatoryComment'],
  targetField: ['name', 'subtitle', 'tooltip', 'mandatoryComment'],
  customElement: [
    'name',
    'subtitle',
    'tooltip',
    'customComponent',
    'mandatoryScale',
    'mandatoryComment',
    'items',
  ],
};

/** Pure. The panel fields of an element. */
export function panelFields(element: FormElement): ReadonlySet<PanelField> {
  const fields = new Set(FIELDS[element.type]);
  // only the hard-facts checklist of the custom components has entries
  if (element.type === 'customElement' && element.customComponent !== 'hardfacts') fields.delete('items');
  return fields;
}
