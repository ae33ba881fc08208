import { Calendar } from 'primereact/calendar';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ZIndexUtils } from 'primereact/utils';
import { CALENDAR_DATE_FORMAT } from '../dates';
import type { Translate } from '../../lib/i18n/translate';

type Props = {
  id: string;
  /** the field the popup opens under; pointer presses inside it do not count as outside */
  anchor: RefObject<HTMLElement | null>;
  value: Date | null;
  /** PrimeReact locale name ('de' / 'en') */
  locale: string;
  t: Translate;
  /** a day, today or clear (null) was chosen */
  onPick: (date: Date | null) => void;
  /** closed without choosing; refocus tells whether focus goes back to the field (Escape) or stays (click away) */
  onClose: (refocus: boolean) => void;
};

/**
 * Puts the popup under the field, or above it when the window has no room below but room between the sticky
 * top bar and the field; never over the field itself nor over the top bar. Page coordinates.
 */
function placeBelow(popup: HTMLElement, field: HTMLElement) {
  const rect = field.getBoundingClientRect();
  const height = popup.offsetHeight;
  const topLimit = document.querySelector('.dpt-topbar')?.getBoundingClientRect().bottom ?? 0;
  const above = rect.bottom + height > window.innerHeight && rect.top - height >= Math.max(0, topLimit);
  popup.style.top = `${(above ? rect.top - height : rect.bottom) + window.scrollY}px`;
  popup.style.left = `${Math.max(0, Math.min(rect.left, window.innerWidth - popup.offsetWidth)) + window.scrollX}px`;
}

/**
 * PrimeReact's Calendar, inline, in a popup under a date field: mounted only while open, because a Calendar
 * builds its whole month panel on every render even while hidden, which made each date field of a large form
 * cost several milliseconds. Escape or a press outside closes it; on open, focus moves to the chosen day (or
 * today), where the arrow keys move between days.
 */
export function DatePickerPopup({ id, anchor, value, locale, t, onPick, onClose }: Props) {
  const popup = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const element = popup.current;
    if (!element || !anchor.current) return;
    // above any open dialog (PrimeReact counts its layers' z-indexes up), below nothing
    ZIndexUtils.set('overlay', element, true, 1000);
    placeBelow(element, anchor.current);
    const day = element.querySelector<HTMLElement>(
      'td > span.p-highlight, td.p-datepicker-today > span, td:not(.p-datepicker-other-month) > span:not(.p-disabled)',
    );
    // the Calendar makes its day focusable only in a later effect: without this, focus stayed on the button
    if (day) {
      day.tabIndex = 0;
      day.focus();
    } else element.focus();
    return () => ZIndexUtils.clear(element);
  }, [anchor]);

  // Escape closes the picker only (not a dialog around it), wherever focus is while it is open
  useEffect(() => {
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      closeRef.current(true);
    };
    window.addEventListener('keydown', escape, true);
    return () => window.removeEventListener('keydown', escape, true);
  }, []);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (popup.current?.contains(target) || anchor.current?.contains(target)) return;
      closeRef.current(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [anchor]);

  return createPortal(
    <div
      ref={popup}
      id={id}
      role="dialog"
      aria-label={t('forms.chooseDate')}
      className="dpt-date-popup"
      tabIndex={-1}
    >
      <Calendar
        inline
        value={value}
        dateFormat={CALENDAR_DATE_FORMAT}
        locale={locale}
        showButtonBar
        onChange={(event) => onPick(event.value instanceof Date ? event.value : null)}
      />
    </div>,
    document.body,
  );
}
