import type { ElementType } from '../../../../engine/forms';

/** The PrimeIcons icon of each element kind, shared by the palette and the canvas. */
export const KIND_ICONS: Record<ElementType, string> = {
  textSection: 'pi pi-align-left',
  textQuestion: 'pi pi-pencil',
  scaleQuestion: 'pi pi-sliders-h',
  scaleMatrix: 'pi pi-th-large',
  tableQuestion: 'pi pi-table',
  tableReview: 'pi pi-history',
  grouping: 'pi pi-folder-open',
  actionField: 'pi pi-list-check',
  targetField: 'pi pi-flag',
  customElement: 'pi pi-box',
};
