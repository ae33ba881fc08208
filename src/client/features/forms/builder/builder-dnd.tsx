import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type DroppableContainer,
  type KeyboardSensorProps,
} from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import { elementLabel, findElement, type ElementType, type Questionnaire } from '../../../../engine/forms';
import type { LanguageKey } from '../../../../engine/constants';
import type { Translate } from '../../../lib/i18n/translate';
import { paletteKind, zoneContainer } from './drop-target';
import { builderKeyboardCoordinates, keyboardCollisions, startKeyboardWalk } from './keyboard-coordinates';
import { KIND_ICONS } from './kind-icons';
import { DraggedId } from './near-viewport';

type Hit = { id: string | number; data: { droppableContainer: DroppableContainer; value: number } };
// dnd-kit runs the collision check on every render of its context, several times per pointer move: the last
// hit test is reused while the pointer, the scroll position and the registered places are the same
let lastHit: { key: string; containers: DroppableContainer[]; hits: Hit[] } | undefined;

/**
 * The droppables under the pointer, innermost first, from the browser's own hit test: one lookup per move
 * instead of reading the measured rect of every card (dnd-kit's rects recompute scroll offsets on every read,
 * which is most of a drag move over a long list). Undefined where the document cannot hit-test (jsdom).
 */
function droppablesAtPointer({
  pointerCoordinates: p,
  droppableContainers,
}: Parameters<CollisionDetection>[0]): Hit[] | undefined {
  if (!p || typeof document.elementsFromPoint !== 'function') return undefined;
  const key = `${p.x},${p.y},${window.scrollX},${window.scrollY}`;
  if (lastHit?.key === key && lastHit.containers === droppableContainers) return lastHit.hits;
  const byNode = new Map<Element, DroppableContainer>();
  for (const c of droppableContainers) if (c.node.current) byNode.set(c.node.current, c);
  const hits = document.elementsFromPoint(p.x, p.y).flatMap((node, depth) => {
    const c = byNode.get(node);
    return c ? [{ id: c.id, data: { droppableContainer: c, value: depth } }] : [];
  });
  lastHit = { key, containers: droppableContainers, hits };
  return hits;
}

// Among the droppables under the pointer the smallest wins: a card inside a grouping before the grouping, the
// grouping's own zone before the page. The keyboard has no pointer and probes the dragged item's first line.
const collisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) {
    const keyboard = keyboardCollisions(args);
    return keyboard.length > 0 ? keyboard : closestCenter(args);
  }
  const hit = droppablesAtPointer(args);
  if (hit) return hit.length > 0 ? hit : closestCenter(args);
  const under = pointerWithin(args);
  if (under.length === 0) return closestCenter(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Infinity;
  };
  return [...under].sort((a, b) => area(a.id) - area(b.id));
};

/**
 * dnd-kit's keyboard sensor starts listening for the moving keys only in the next task (a timeout), so on a busy
 * machine an arrow pressed right after the pick-up would be lost and the item would stay put. This one keeps
 * the keys pressed in between and hands them to the sensor, in order, as soon as it listens: every press moves
 * one place.
 */
class BuilderKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    const pickUp = props.event;
    const early: KeyboardEvent[] = [];
    const keep = (event: KeyboardEvent) => {
      if (event === pickUp || event.timeStamp <= pickUp.timeStamp) return;
      event.preventDefault();
      early.push(event);
    };
    document.addEventListener('keydown', keep);
    startKeyboardWalk();
    super(props);
    // queued after the sensor's own timeout, so it listens by then
    setTimeout(() => {
      document.removeEventListener('keydown', keep);
      const sensor = this as unknown as { handleKeyDown: (event: KeyboardEvent) => void };
      for (const event of early) sensor.handleKeyDown(event);
    });
  }
}

// constant options: new ones would make new sensors, and with them new listeners for every card's handle
const POINTER = { activationConstraint: { distance: 5 } };
// instant scrolling: a smooth scroll moves the places under the dragged item while it is still going
const KEYBOARD = { coordinateGetter: builderKeyboardCoordinates, scrollBehavior: 'auto' as const };

type Props = {
  questionnaire: Questionnaire;
  locale: LanguageKey;
  t: Translate;
  onDrop: (activeId: string, overId: string) => void;
  children: ReactNode;
};

/** The drag and drop of the builder: mouse and keyboard sensors, announcements, and the dragged item's ghost. */
export function BuilderDnd({ questionnaire, locale, t, onDrop, children }: Props) {
  const [active, setActive] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(BuilderKeyboardSensor, KEYBOARD));
  const name = (id: string | number | undefined): string => {
    if (id === undefined) return '';
    const kind = paletteKind(String(id));
    if (kind) return t(`formBuilder.kinds.${kind}`);
    const zone = zoneContainer(String(id));
    if (zone?.parentId === null) return t('formBuilder.canvas.endOfPage');
    const group = zone?.parentId ? findElement(questionnaire, zone.parentId) : undefined;
    if (group) return t('formBuilder.canvas.endOf', { element: elementLabel(group, locale) });
    const element = findElement(questionnaire, String(id));
    return element ? elementLabel(element, locale) : t('formBuilder.canvas.label');
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('formBuilder.canvas.pickedUp', { element: name(a.id) }),
    onDragOver: ({ active: a, over }) =>
      over ? t('formBuilder.canvas.over', { element: name(a.id), target: name(over.id) }) : undefined,
    onDragEnd: ({ active: a }) => t('formBuilder.canvas.dropped', { element: name(a.id) }),
    onDragCancel: ({ active: a }) => t('formBuilder.canvas.cancelled', { element: name(a.id) }),
  };
  const kind: ElementType | undefined = active
    ? (paletteKind(active) ?? findElement(questionnaire, active)?.type)
    : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements }}
      onDragStart={(event: DragStartEvent) => setActive(String(event.active.id))}
      onDragCancel={() => setActive(null)}
      onDragEnd={({ active: a, over }: DragEndEvent) => {
        setActive(null);
        if (over && a.id !== over.id) onDrop(String(a.id), String(over.id));
      }}
    >
      <DraggedId.Provider value={active}>{children}</DraggedId.Provider>
      <DragOverlay dropAnimation={null}>
        {active && kind ? (
          <div className="dpt-fb-overlay">
            <i className={KIND_ICONS[kind]} aria-hidden="true" /> {name(active)}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
