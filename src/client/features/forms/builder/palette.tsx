import { useDraggable } from '@dnd-kit/core';
import type { PointerEventHandler } from 'react';
import type { ElementType } from '../../../../engine/forms';
import { PALETTE_KINDS } from '../../../../engine/forms/builder';
import type { Translate } from '../../../lib/i18n/translate';
import { paletteDragId } from './drop-target';
import { KIND_ICONS } from './kind-icons';

function PaletteItem({
  kind,
  t,
  onAdd,
}: {
  kind: ElementType;
  t: Translate;
  onAdd: (kind: ElementType) => void;
}) {
  // keyboard users add with Enter (onClick); dragging is for the mouse, so only the pointer starts it
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: paletteDragId(kind) });
  return (
    <li>
      <button
        type="button"
        ref={setNodeRef}
        className={`dpt-fb-palette-item${isDragging ? ' dpt-fb-card-dragging' : ''}`}
        onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
        onClick={() => onAdd(kind)}
        data-testid={`fb-palette-${kind}`}
      >
        <i className={KIND_ICONS[kind]} aria-hidden="true" />
        <span>{t(`formBuilder.kinds.${kind}`)}</span>
      </button>
    </li>
  );
}

/** Every element kind: drag one onto the canvas, or activate it to add it at the selected place. */
export function Palette({ t, onAdd }: { t: Translate; onAdd: (kind: ElementType) => void }) {
  return (
    <div className="dpt-fb-palette-column">
      <nav className="dpt-fb-palette" aria-labelledby="fb-palette-label">
        <h2 id="fb-palette-label">{t('formBuilder.palette.label')}</h2>
        <p className="dpt-muted dpt-fb-hint">{t('formBuilder.palette.hint')}</p>
        <ul>
          {PALETTE_KINDS.map((kind) => (
            <PaletteItem key={kind} kind={kind} t={t} onAdd={onAdd} />
          ))}
        </ul>
      </nav>
    </div>
  );
}
