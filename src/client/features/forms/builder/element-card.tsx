import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { Button } from 'primereact/button';
import {
  memo,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { elementLabel, type FormElement } from '../../../../engine/forms';
import type { LanguageKey } from '../../../../engine/constants';
import type { Translate } from '../../../lib/i18n/translate';
import { KIND_ICONS } from './kind-icons';
import { DraggedId, useNearViewport } from './near-viewport';

type Props = {
  element: FormElement;
  pageId: string;
  parentId: string | null;
  selected: boolean;
  hasIssue: boolean;
  locale: LanguageKey;
  t: Translate;
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
  /** the nested elements of a grouping */
  children?: ReactNode;
};

/** What the card shows of its drag state: the handle's props, and whether it is dragged or the drop target. */
type DragState = {
  attributes?: DraggableAttributes;
  listeners?: DraggableSyntheticListeners;
  isDragging: boolean;
  isOver: boolean;
};
const IDLE: DragState = { isDragging: false, isOver: false };
const sameState = (a: DragState, b: DragState) =>
  a.attributes === b.attributes &&
  a.listeners === b.listeners &&
  a.isDragging === b.isDragging &&
  a.isOver === b.isOver;

type HeadProps = Omit<Props, 'pageId' | 'parentId' | 'children'> & {
  attributes?: DraggableAttributes;
  listeners?: DraggableSyntheticListeners;
  handle: RefObject<HTMLButtonElement | null>;
};

/**
 * The visible part of a card: handle, kind and title, delete. It re-renders only when its element, selection,
 * problem flag, language or the handle's drag props change.
 */
const CardHead = memo(function CardHead(props: HeadProps) {
  const { element, selected, hasIssue, locale, t, onSelect, onRemove, attributes, listeners, handle } = props;
  const label = elementLabel(element, locale);
  return (
    <div className="dpt-fb-card-head">
      <button
        type="button"
        ref={handle}
        className="dpt-fb-handle"
        {...attributes}
        {...listeners}
        aria-label={t('formBuilder.canvas.drag', { element: label })}
        data-testid={`fb-handle-${element.id}`}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="dpt-fb-card-select"
        onClick={() => onSelect(element.id)}
        aria-pressed={selected}
        // named by what it shows (kind and title), so speech input can say it (WCAG 2.5.3)
        title={t('formBuilder.canvas.select', { element: label })}
        data-testid={`fb-select-${element.id}`}
      >
        <i className={KIND_ICONS[element.type]} aria-hidden="true" />
        <span className="dpt-fb-card-kind">{t(`formBuilder.kinds.${element.type}`)}</span>
        <span className="dpt-fb-card-title">{label}</span>
        {element.hasCondition && <span className="dpt-fb-badge">{t('formBuilder.canvas.conditional')}</span>}
        {hasIssue && <i className="pi pi-exclamation-triangle dpt-fb-issue-icon" aria-hidden="true" />}
      </button>
      <Button
        type="button"
        icon="pi pi-trash"
        text
        rounded
        size="small"
        severity="danger"
        aria-label={t('formBuilder.canvas.remove', { element: label })}
        onClick={() => onRemove(element.id)}
        data-testid={`fb-remove-${element.id}`}
      />
    </div>
  );
});

/**
 * A card's registration with dnd-kit as a sortable place. dnd-kit re-renders every registered place on each
 * change of the drag (a new target under the pointer, a re-measure): this renders nothing and hands the card
 * only what changed, and only cards near the screen are registered, so a move over a long list costs the
 * visible cards, not all of them.
 */
function SortableRegistration(props: {
  id: string;
  pageId: string;
  parentId: string | null;
  node: RefObject<HTMLLIElement | null>;
  handle: RefObject<HTMLButtonElement | null>;
  onState: (update: (previous: DragState) => DragState) => void;
}) {
  const { id, pageId, parentId, node, handle, onState } = props;
  const data = useMemo(() => ({ pageId, parentId }), [pageId, parentId]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, isOver } = useSortable({
    id,
    data,
  });
  useLayoutEffect(() => {
    setNodeRef(node.current);
    setActivatorNodeRef(handle.current);
  }, [node, handle, setNodeRef, setActivatorNodeRef]);
  useLayoutEffect(() => {
    const next = { attributes, listeners, isDragging, isOver };
    onState((previous) => (sameState(previous, next) ? previous : next));
  }, [attributes, listeners, isDragging, isOver, onState]);
  useLayoutEffect(() => () => onState(() => IDLE), [onState]);
  return null;
}

/** One element on the canvas: a drag handle (mouse and keyboard), its kind and title, select and delete. */
export const ElementCard = memo(function ElementCard(props: Props) {
  const { element, pageId, parentId, selected, hasIssue, children } = props;
  const node = useRef<HTMLLIElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const [drag, setDrag] = useState<DragState>(IDLE);
  const near = useNearViewport(node);
  const dragged = useContext(DraggedId) === element.id;
  const classes = [
    'dpt-fb-card',
    element.type === 'grouping' ? 'dpt-fb-card-group' : '',
    selected ? 'dpt-fb-card-selected' : '',
    hasIssue ? 'dpt-fb-card-issue' : '',
    drag.isDragging ? 'dpt-fb-card-dragging' : '',
    drag.isOver && !drag.isDragging ? 'dpt-fb-card-over' : '',
  ];
  return (
    <li
      ref={node}
      className={classes.join(' ')}
      data-testid={`fb-card-${element.id}`}
      data-element-id={element.id}
    >
      {(near || dragged) && (
        <SortableRegistration
          id={element.id}
          pageId={pageId}
          parentId={parentId}
          node={node}
          handle={handle}
          onState={setDrag}
        />
      )}
      <CardHead
        element={element}
        selected={selected}
        hasIssue={hasIssue}
        locale={props.locale}
        t={props.t}
        onSelect={props.onSelect}
        onRemove={props.onRemove}
        attributes={drag.attributes}
        listeners={drag.listeners}
        handle={handle}
      />
      {children}
    </li>
  );
});
