import { useSortable } from '@dnd-kit/sortable';
import { Button } from 'primereact/button';
import { memo, type ReactNode } from 'react';
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

/** One element on the canvas: a drag handle (mouse and keyboard), its kind and title, select and delete. */
export const ElementCard = memo(function ElementCard(props: Props) {
  const { element, pageId, parentId, selected, hasIssue, locale, t, onSelect, onRemove, children } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, isOver } = useSortable({
    id: element.id,
    data: { pageId, parentId },
  });
  const label = elementLabel(element, locale);
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
      <div className="dpt-fb-card-head">
        <button
          type="button"
          ref={setActivatorNodeRef}
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
          aria-label={t('formBuilder.canvas.select', { element: label })}
          data-testid={`fb-select-${element.id}`}
        >
          <i className={KIND_ICONS[element.type]} aria-hidden="true" />
          <span className="dpt-fb-card-kind">{t(`formBuilder.kinds.${element.type}`)}</span>
          <span className="dpt-fb-card-title">{label}</span>
          {element.hasCondition && (
            <span className="dpt-fb-badge">{t('formBuilder.canvas.conditional')}</span>
          )}
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
      {children}
    </li>
  );
});
