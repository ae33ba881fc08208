import { useState } from 'react';
import { dateToIso, isoToDate } from '../dates';
import { partId } from '../ids';
import { DateInput } from './date-input';
import { primeInputClass } from './input-classes';
import { useRendererText } from '../text';

type Props = {
  id: string;
  value: Date | null;
  /** a whole date and time, or null while the date is empty or names no day */
  onChange: (value: Date | null) => void;
  invalid?: boolean;
  describedBy?: string;
  /** minutes between the time's steps (arrow keys) */
  stepMinutes?: number;
  testId?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (date: Date | null) => (date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '');
/** the time a date starts with when none was given yet */
const DEFAULT_TIME = '09:00';

/** Pure. An ISO date and an HH:mm time as a local Date; null when either is missing. */
function joinDateTime(iso: string | undefined, time: string): Date | null {
  const day = isoToDate(iso);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !match) return null;
  day.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return day;
}

/**
 * A date and time: the shared date field (typed DD.MM.YYYY or picked) and a time field (typed HH:mm, the
 * browser's time input). For review dates and talk dates.
 */
export function DateTimeInput({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  stepMinutes = 15,
  testId,
}: Props) {
  const { t } = useRendererText();
  const [iso, setIso] = useState<string | undefined>(value ? dateToIso(value) : undefined);
  const [time, setTime] = useState(timeOf(value));
  const [wrongDate, setWrongDate] = useState(false);

  const change = (nextIso: string | undefined, nextTime: string) => {
    setIso(nextIso);
    setTime(nextTime);
    onChange(joinDateTime(nextIso, nextTime));
  };
  return (
    <div className="dpt-date-time" data-testid={testId}>
      <DateInput
        id={id}
        value={iso}
        invalid={invalid}
        describedBy={describedBy}
        onInvalid={(wrong) => {
          setWrongDate(wrong);
          onChange(wrong ? null : joinDateTime(iso, time));
        }}
        onCommit={(next) => change(next, next && time === '' ? DEFAULT_TIME : time)}
      />
      <input
        id={partId(id, 'time')}
        type="time"
        step={stepMinutes * 60}
        className={primeInputClass({ filled: time !== '', invalid: invalid && !wrongDate })}
        aria-label={t('forms.time')}
        aria-invalid={invalid || undefined}
        value={time}
        onChange={(event) => change(iso, event.target.value)}
      />
    </div>
  );
}
