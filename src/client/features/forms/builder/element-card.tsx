import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { Button } from 'primereact/button';
import { memo, useMemo, type ReactNode } from 'react';
import { elementLabel, type FormElement } from '../../../../engine/forms';
import type { LanguageKey } from '../../../../engine/constants';
import type { Translate } from '../text';
import { KIND_ICONS } from './kind-icons';

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

type HeadProps = Omit<Props, 'pageId' | 'parentId' | 'children'> & {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (node: HTMLElement | null) => void;
};

/**
 * The visible part of a card: handle, kind and title, delete. Memoized apart from the sortable wrapper, which
 * dnd-kit re-renders on every change of the drag (each pointer move over another card): this part re-renders
 * only when its element, selection, problem flag or language changes.
 */
const CardHead = memo(function CardHead(props: HeadProps) {
  const { element, selected, hasIssue, locale, t, onSelect, onRemove } = props;
  const label = elementLabel(element, locale);
  return (
    <div className="dpt-fb-card-head">
      <button
        type="button"
        ref={props.setActivatorNodeRef}
        className="dpt-fb-handle"
        {...props.attributes}
        {...props.listeners}
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
        aria-label={t('formBuilder.canvas.select', { element: label })}
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

/** One element on the canvas: a drag handle (mouse and keyboard), its kind and title, select and delete. */
export const ElementCard = memo(function ElementCard(props: Props) {
  const { element, pageId, parentId, selected, hasIssue, children } = props;
  const data = useMemo(() => ({ pageId, parentId }), [pageId, parentId]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, isOver } = useSortable({
    id: element.id,
    data,
  });
  const classes = [
    'dpt-fb-card',
    element.type === 'grouping' ? 'dpt-fb-card-group' : '',
    selected ? 'dpt-fb-card-selected' : '',
    hasIssue ? 'dpt-fb-card-issue' : '',
    isDragging ? 'dpt-fb-card-dragging' : '',
    isOver && !isDragging ? 'dpt-fb-card-over' : '',
  ];
  return (
    <li
      ref={setNodeRef}
      className={classes.join(' ')}
      data-testid={`fb-card-${element.id}`}
      data-element-id={element.id}
    >
      <CardHead
        element={element}
        selected={selected}
        hasIssue={hasIssue}
        locale={props.locale}
        t={props.t}
        onSelect={props.onSelect}
        onRemove={props.onRemove}
        attributes={attributes}
        listeners={listeners}
        setActivatorNodeRef={setActivatorNodeRef}
      />
      {children}
    </li>
  );
});
