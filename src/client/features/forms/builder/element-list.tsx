import { useDroppable } from '@dnd-kit/core';
import { SortableContext, type SortingStrategy } from '@dnd-kit/sortable';
import { memo, useMemo } from 'react';
import { childrenInOrder, type FormElement } from '../../../../engine/forms';
import type { LanguageKey } from '../../../../engine/constants';
import type { Translate } from '../../../lib/i18n/translate';
import { zoneId } from './drop-target';
import { ElementCard } from './element-card';
import { useStableIds } from './use-stable';

// Items keep their places while dragging (the card under the pointer shows where the drop lands): shifting
// items across nested lists moved the places under the pointer and the keyboard while they were targeted.
const inPlace: SortingStrategy = () => null;

export type ListProps = {
  pageId: string;
  parentId: string | null;
  elements: readonly FormElement[];
  selectedId: string | null;
  issueIds: ReadonlySet<string>;
  locale: LanguageKey;
  t: Translate;
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
};

/** The end of a container: where a drop lands last, and an empty container's visible target. */
function DropZone({
  pageId,
  parentId,
  empty,
  t,
}: {
  pageId: string;
  parentId: string | null;
  empty: boolean;
  t: Translate;
}) {
  const data = useMemo(() => ({ pageId, parentId }), [pageId, parentId]);
  const { setNodeRef, isOver } = useDroppable({ id: zoneId(pageId, parentId), data });
  return (
    <li
      ref={setNodeRef}
      className={`dpt-fb-zone${isOver ? ' dpt-fb-zone-over' : ''}${empty ? ' dpt-fb-zone-empty' : ''}`}
      data-testid={`fb-zone-${parentId ?? pageId}`}
    >
      {empty ? t(parentId ? 'formBuilder.canvas.emptyGroup' : 'formBuilder.canvas.empty') : null}
    </li>
  );
}

/** A grouping's nested list, ordered once per grouping object. */
function NestedList(props: ListProps & { group: FormElement }) {
  const { group, ...list } = props;
  const elements = useMemo(() => childrenInOrder(group), [group]);
  return <ElementList {...list} parentId={group.id} elements={elements} />;
}

/**
 * The sortable elements of a page or grouping (groupings nest their own list), with a drop zone at the end.
 * An edit re-renders only the cards whose element, selection or problem flag changed (and the groupings
 * around them).
 */
export const ElementList = memo(function ElementList(props: ListProps) {
  const { pageId, parentId, elements, selectedId, issueIds, t } = props;
  const ids = useStableIds(elements.map((e) => e.id));
  return (
    <SortableContext items={ids as string[]} strategy={inPlace}>
      <ul className={parentId ? 'dpt-fb-list dpt-fb-list-nested' : 'dpt-fb-list'}>
        {elements.map((element) => (
          <ElementCard
            key={element.id}
            element={element}
            pageId={pageId}
            parentId={parentId}
            selected={element.id === selectedId}
            hasIssue={issueIds.has(element.id)}
            locale={props.locale}
            t={t}
            onSelect={props.onSelect}
            onRemove={props.onRemove}
          >
            {element.type === 'grouping' && <NestedList {...props} group={element} />}
          </ElementCard>
        ))}
        <DropZone pageId={pageId} parentId={parentId} empty={elements.length === 0} t={t} />
      </ul>
    </SortableContext>
  );
});
