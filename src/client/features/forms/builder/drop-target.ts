import type { ElementType, Questionnaire } from '../../../../engine/forms';
import { containerChildren, locateElement, type Slot } from '../../../../engine/forms/builder';

/*
 * Ids of the builder's draggables and droppables. Element ids cannot contain '#' (questionnaire schema), so
 * the prefixed ids never collide with an element's own id, which sortable cards use.
 */
const PALETTE = '#palette/';
const ZONE = '#zone/';

export const paletteDragId = (kind: ElementType) => `${PALETTE}${kind}`;
export const zoneId = (pageId: string, parentId: string | null) => `${ZONE}${pageId}/${parentId ?? ''}`;

/** The palette kind of a drag id, or undefined for an element. */
export function paletteKind(id: string): ElementType | undefined {
  return id.startsWith(PALETTE) ? (id.slice(PALETTE.length) as ElementType) : undefined;
}

/** The container a zone id names: its page and grouping (null for the page itself); undefined for others. */
export function zoneContainer(id: string): { pageId: string; parentId: string | null } | undefined {
  if (!id.startsWith(ZONE)) return undefined;
  const [pageId, parent] = id.slice(ZONE.length).split('/');
  return { pageId, parentId: parent === '' ? null : parent };
}

function zoneSlot(q: Questionnaire, id: string): Slot | undefined {
  const zone = zoneContainer(id);
  if (!zone) return undefined;
  return { ...zone, index: containerChildren(q, zone.pageId, zone.parentId).length };
}

/**
 * Where a drop of `activeId` over `overId` puts it: at the end of a container zone, or right before the
 * element it is over (the line the card shows while it is the target). Positions count before the move.
 */
export function dropSlot(q: Questionnaire, activeId: string, overId: string): Slot | undefined {
  const zone = zoneSlot(q, overId);
  if (zone) return zone;
  const over = locateElement(q, overId);
  return over && { pageId: over.pageId, parentId: over.parentId, index: over.index };
}

/**
 * Where the palette's keyboard "add" puts a new element: into a selected grouping (at its end), after another
 * selected element, or at the end of the shown page.
 */
export function addSlot(q: Questionnaire, selectedId: string | null, pageId: string): Slot {
  const selected = selectedId ? locateElement(q, selectedId) : undefined;
  if (selected && selected.pageId === pageId) {
    if (selected.element.type === 'grouping') {
      const count = containerChildren(q, pageId, selected.element.id).length;
      return { pageId, parentId: selected.element.id, index: count };
    }
    return { pageId, parentId: selected.parentId, index: selected.index + 1 };
  }
  return { pageId, parentId: null, index: containerChildren(q, pageId, null).length };
}
