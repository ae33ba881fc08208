import { memo, useRef, useState } from 'react';
import { dateToIso, formatIsoDate, isoToDate, parseDisplayDate } from '../dates';
import { useFormRuntime } from '../form-runtime';
import { partId } from '../ids';
import { primeLocale } from '../primereact-locale';
import { DatePickerPopup } from './date-picker-popup';
import { describedBy as joinIds } from './element-header';
import { primeInputClass } from './input-classes';
import { LightButton } from './light-button';

export type DateInputProps = {
  id: string;
  /** ISO date YYYY-MM-DD */
  value: string | undefined;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  ariaLabel?: string;
  ariaLabelledBy?: string;
  /** hide the visible hint (in table cells, where the column header shows it) */
  compact?: boolean;
  /** the ISO date, or undefined when cleared */
  onCommit: (iso: string | undefined) => void;
};

/**
 * A date field that types and shows DD.MM.YYYY (hint TT.MM.JJJJ / DD.MM.YYYY) and stores ISO dates, with
 * PrimeReact's Calendar as a picker behind its button (or Alt+Down). The field itself is a native input with the
 * Calendar's classes, so a form of many date fields mounts no Calendars until one is opened.
 */
export const DateInput = memo(function DateInput(props: DateInputProps) {
  const { id, value, disabled, required, invalid, compact, onCommit } = props;
  const { t, locale } = useFormRuntime();
  // the text while typing; the stored date is shown again on blur, as the Calendar did with invalid text
  const [typed, setTyped] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = partId(id, 'hint');
  const popupId = partId(id, 'picker');
  const text = typed ?? formatIsoDate(value);

  const type = (next: string) => {
    setTyped(next);
    const iso = parseDisplayDate(next);
    // half-typed text changes nothing; only an emptied field clears the answer
    if (iso !== null && iso !== value) onCommit(iso);
  };
  const close = (refocus: boolean) => {
    setPicking(false);
    if (refocus) input.current?.focus();
  };
  const wrapperClass = [
    'p-calendar p-component p-inputwrapper p-calendar-w-btn p-calendar-w-btn-right',
    invalid && 'p-invalid',
    disabled && 'p-calendar-disabled',
    text !== '' && 'p-inputwrapper-filled',
  ];
  return (
    <div className="dpt-date-input">
      <span ref={wrapper} className={wrapperClass.filter(Boolean).join(' ')}>
        <input
          ref={input}
          id={id}
          type="text"
          autoComplete="off"
          className={primeInputClass({ filled: text !== '', disabled })}
          value={text}
          placeholder={t('forms.dateHint')}
          disabled={disabled}
          aria-label={props.ariaLabel}
          aria-labelledby={props.ariaLabelledBy}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(props.describedBy, !compact && hintId)}
          aria-haspopup="dialog"
          aria-expanded={picking}
          aria-controls={picking ? popupId : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setTyped(null)}
          onKeyDown={(event) => {
            if (!event.altKey || event.key !== 'ArrowDown') return;
            event.preventDefault();
            setPicking(true);
          }}
        />
        <LightButton
          icon="pi pi-calendar"
          className="p-datepicker-trigger"
          aria-label={t('forms.chooseDate')}
          aria-haspopup="dialog"
          aria-expanded={picking}
          disabled={disabled}
          onClick={() => setPicking((open) => !open)}
        />
      </span>
      {picking && (
        <DatePickerPopup
          id={popupId}
          anchor={wrapper}
          value={isoToDate(value)}
          locale={primeLocale(locale)}
          t={t}
          onPick={(date) => {
            setTyped(null);
            onCommit(date ? dateToIso(date) : undefined);
            close(true);
          }}
          onClose={close}
        />
      )}
      {!compact && (
        <small id={hintId} className="dpt-date-hint">
          {t('forms.dateHint')}
        </small>
      )}
    </div>
  );
});
