import { useState } from 'react';
import { civilDateIn, instantAt, isCivilDate, wallClockIn } from '../../../engine/calendar/civil-date';
import { useDateFormat } from '../../lib/i18n/use-date-format';
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
/** the HH:mm an instant reads in the zone */
function timeOf(date: Date | null, timeZone: string): string {
  if (!date) return '';
  const clock = wallClockIn(date, timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}
/** the time a date starts with when none was given yet */
const DEFAULT_TIME = '09:00';

/** Pure. An ISO date and an HH:mm time on the zone's wall clock as an instant; null when either is missing. */
function joinDateTime(iso: string | undefined, time: string, timeZone: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!iso || !isCivilDate(iso) || !match) return null;
  return instantAt(iso, Number(match[1]), Number(match[2]), timeZone);
}

/**
 * A date and time: the shared date field (typed DD.MM.YYYY or picked) and a time field (typed HH:mm, the
 * browser's time input). For review dates and talk dates. Both are read on the organization's clock, the one
 * every screen shows times in, so a talk typed for 10:30 shows as 10:30 wherever the browser is.
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
  const { timeZone } = useDateFormat();
  const [iso, setIso] = useState<string | undefined>(value ? civilDateIn(value, timeZone) : undefined);
  const [time, setTime] = useState(timeOf(value, timeZone));
  const [wrongDate, setWrongDate] = useState(false);

  const change = (nextIso: string | undefined, nextTime: string) => {
    setIso(nextIso);
    setTime(nextTime);
    onChange(joinDateTime(nextIso, nextTime, timeZone));
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
          onChange(wrong ? null : joinDateTime(iso, time, timeZone));
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
