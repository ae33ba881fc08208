import '../forms.css';
import { memo, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageKey } from '../../lib/i18n/i18n';
import { dateToIso, formatIsoDate, isoToDate, parseDisplayDate } from '../dates';
import { FormRuntimeContext } from '../form-runtime';
import { textsIn } from '../text';
import { partId } from '../ids';
import { primeLocale } from '../primereact-locale';
import { DatePickerPopup } from './date-picker-popup';
import { describedBy as joinIds } from './element-header';
import { primeInputClass, type NativeInputProps } from './input-classes';
import { LightButton } from './light-button';

export type DateInputProps = NativeInputProps & {
  /** ISO date YYYY-MM-DD */
  value: string | undefined;
  /** hide the visible hint (in table cells, where the column header shows it) */
  compact?: boolean;
  /** the ISO date, or undefined when cleared */
  onCommit: (iso: string | undefined) => void;
  /** typed text that names no day (31.02.2027) was left in the field (true), or corrected (false) */
  onInvalid?: (invalid: boolean) => void;
};

/** The form's texts and language inside a QuestionnaireForm, the app's outside one (dialogs, filters). */
function useDateTexts() {
  const runtime = useContext(FormRuntimeContext);
  const { i18n } = useTranslation();
  if (runtime) return { t: runtime.t, locale: runtime.locale };
  const locale = isLanguageKey(i18n.language) ? i18n.language : 'de-DE';
  return { t: textsIn(locale), locale };
}

/**
 * A date field that types and shows DD.MM.YYYY (hint TT.MM.JJJJ / DD.MM.YYYY) and stores ISO dates, with
 * PrimeReact's Calendar as a picker behind its button (or Alt+Down). The field itself is a native input with the
 * Calendar's classes, so a form of many date fields mounts no Calendars until one is opened. Text that names no
 * day stays in the field on blur with a message (it is not silently replaced). The app's one date field: forms,
 * dialogs and filters all use it.
 */
export const DateInput = memo(function DateInput(props: DateInputProps) {
  const { id, value, disabled, required, compact, onCommit, onInvalid } = props;
  const { t, locale } = useDateTexts();
  // the text while typing, and after blur when it names no day
  const [typed, setTyped] = useState<string | null>(null);
  const [wrong, setWrong] = useState(false);
  const [picking, setPicking] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = partId(id, 'hint');
  const popupId = partId(id, 'picker');
  const errorId = partId(id, 'invalid');
  const text = typed ?? formatIsoDate(value);
  const invalid = props.invalid || wrong;

  const markWrong = (next: boolean) => {
    if (next === wrong) return;
    setWrong(next);
    onInvalid?.(next);
  };
  const type = (next: string) => {
    setTyped(next);
    const iso = parseDisplayDate(next);
    if (iso !== null) markWrong(false);
    // half-typed text changes nothing; only an emptied field clears the answer
    if (iso !== null && iso !== value) onCommit(iso);
  };
  const blur = () => {
    if (typed === null) return;
    if (parseDisplayDate(typed) === null) markWrong(true);
    else setTyped(null);
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
          aria-describedby={joinIds(props.describedBy, wrong && errorId, !compact && hintId)}
          onChange={(event) => type(event.target.value)}
          onBlur={blur}
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
          aria-controls={picking ? popupId : undefined}
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
            markWrong(false);
            onCommit(date ? dateToIso(date) : undefined);
            close(true);
          }}
          onClose={close}
        />
      )}
      {wrong && (
        <small id={errorId} className="p-error dpt-block" role="alert">
          {t('forms.invalidDate')}
        </small>
      )}
      {!compact && (
        <small id={hintId} className="dpt-date-hint">
          {t('forms.dateHint')}
        </small>
      )}
    </div>
  );
});
