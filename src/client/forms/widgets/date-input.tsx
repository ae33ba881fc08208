import { Calendar } from 'primereact/calendar';
import { memo } from 'react';
import { CALENDAR_DATE_FORMAT, dateToIso, isoToDate } from '../dates';
import { useFormRuntime } from '../form-runtime';
import { partId } from '../ids';
import { primeLocale } from '../primereact-locale';
import { describedBy as joinIds } from './element-header';

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

/** A date picker that types and shows DD.MM.YYYY (hint TT.MM.JJJJ / DD.MM.YYYY) and stores ISO dates. */
export const DateInput = memo(function DateInput(props: DateInputProps) {
  const { id, value, disabled, required, invalid, compact, onCommit } = props;
  const { t, locale } = useFormRuntime();
  const hintId = partId(id, 'hint');
  return (
    <div className="dpt-date-input">
      <Calendar
        inputId={id}
        value={isoToDate(value)}
        onChange={(event) => {
          const date = event.value;
          if (date instanceof Date) return onCommit(dateToIso(date));
          // while a date is half typed the Calendar reports no date; only an emptied input clears the answer
          const text = (event.originalEvent?.target as HTMLInputElement | undefined)?.value;
          if (!text?.trim()) onCommit(undefined);
        }}
        dateFormat={CALENDAR_DATE_FORMAT}
        locale={primeLocale(locale)}
        placeholder={t('forms.dateHint')}
        showIcon
        showButtonBar
        disabled={disabled}
        invalid={invalid}
        ariaLabel={props.ariaLabel}
        ariaLabelledBy={props.ariaLabelledBy}
        // the Calendar has no props for these; its pass-through reaches the <input>
        pt={{
          input: {
            root: {
              'aria-required': required || undefined,
              'aria-invalid': invalid || undefined,
              'aria-describedby': joinIds(props.describedBy, !compact && hintId),
            },
          },
        }}
      />
      {!compact && (
        <small id={hintId} className="dpt-date-hint">
          {t('forms.dateHint')}
        </small>
      )}
    </div>
  );
});
