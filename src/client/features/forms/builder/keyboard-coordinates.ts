import type {
  ClientRect,
  CollisionDetection,
  DroppableContainer,
  KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/*
 * Keyboard dragging in the builder. Each drop place (a card: drop before it; the end of a grouping or of the
 * page) is probed at a point in its first line, so a grouping's point is its header and not one of its
 * children. The arrow keys move the dragged item's point onto the next place's point in reading order, and the
 * collision check picks the smallest place under that point.
 */

const HEADER = 40;
const probe = (rect: ClientRect) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + Math.min(rect.height, HEADER) / 2,
});
/** The measured rect of a place, or its rect now when dnd-kit has not measured it yet (right after pick-up). */
function rectOf(c: DroppableContainer, measured: Map<string | number, ClientRect>): ClientRect | undefined {
  const rect = measured.get(c.id);
  if (rect) return rect;
  const box = c.node.current?.getBoundingClientRect();
  return (
    box && {
      top: box.top,
      left: box.left,
      width: box.width,
      height: box.height,
      bottom: box.bottom,
      right: box.right,
    }
  );
}

const contains = (rect: ClientRect, p: { x: number; y: number }) =>
  p.x >= rect.left && p.x <= rect.left + rect.width && p.y >= rect.top && p.y <= rect.top + rect.height;

/** The places a dragged element may go: not inside itself. */
function placesFor(containers: DroppableContainer[], activeId: string | number) {
  const activeNode = containers.find((c) => c.id === activeId)?.node.current ?? null;
  return containers.filter(
    (c) => c.node.current && (c.id === activeId || !activeNode?.contains(c.node.current)),
  );
}

/** For the keyboard (no pointer): the smallest place under the dragged item's probe point. */
export const keyboardCollisions: CollisionDetection = ({
  active,
  collisionRect,
  droppableRects,
  droppableContainers,
}) => {
  const point = probe(collisionRect);
  return placesFor(droppableContainers, active.id)
    .flatMap((c) => {
      const rect = rectOf(c, droppableRects);
      return rect && contains(rect, point) ? [{ c, area: rect.width * rect.height }] : [];
    })
    .sort((a, b) => a.area - b.area)
    .map(({ c, area }) => ({ id: c.id, data: { droppableContainer: c, value: area } }));
};

const following = (a: DroppableContainer, b: DroppableContainer) =>
  a.node.current!.compareDocumentPosition(b.node.current!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

// The place the last arrow press moved to. dnd-kit's `over` follows only after the next render, so a second
// press before it (a quick person, a busy machine) walked from the old place again and the item moved once.
let walkedTo: string | number | null = null;

/** A new keyboard drag walks from where the item is. */
export function startKeyboardWalk() {
  walkedTo = null;
}

/**
 * Arrow up/down walk the drop places in reading order (dnd-kit's own sortable walk picks the geometrically
 * closest place, which skips over groupings); other keys keep dnd-kit's behaviour.
 */
export const builderKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const down = event.code === 'ArrowDown';
  if (!down && event.code !== 'ArrowUp') {
    walkedTo = null;
    return sortableKeyboardCoordinates(event, args);
  }
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers, over } = args.context;
  if (!active || !collisionRect) return undefined;
  const places = placesFor(droppableContainers.getEnabled(), active.id).sort(following);
  const overAt = places.findIndex((c) => c.id === (walkedTo ?? over?.id));
  const from = overAt >= 0 ? overAt : places.findIndex((c) => c.id === active.id);
  const next = places[from + (down ? 1 : -1)] as DroppableContainer | undefined;
  const target = next && rectOf(next, droppableRects);
  if (!target || !next) return undefined;
  walkedTo = next.id;
  const to = probe(target);
  const now = probe(collisionRect);
  const { currentCoordinates: at } = args;
  return { x: at.x + to.x - now.x, y: at.y + to.y - now.y };
};
