import { useId } from 'react';
import { dateToIso, isoToDate } from '../../forms/dates';
import { DateInput } from '../../forms/widgets/date-input';
import type { DayRange } from './day-range';
import { LogFilter } from './log-filter';

type Props = {
  value: DayRange;
  labels: { from: string; to: string };
  onChange: (range: Partial<DayRange>) => void;
};

/** The "from" and "to" day fields of a log table's filters. */
export function DayRangeFilters({ value, labels, onChange }: Props) {
  const id = useId();
  return (
    <>
      <LogFilter label={labels.from} date>
        <DateInput
          id={`${id}-from`}
          value={value.from ? dateToIso(value.from) : undefined}
          compact
          onCommit={(iso) => onChange({ from: isoToDate(iso) })}
        />
      </LogFilter>
      <LogFilter label={labels.to} date>
        <DateInput
          id={`${id}-to`}
          value={value.to ? dateToIso(value.to) : undefined}
          compact
          onCommit={(iso) => onChange({ to: isoToDate(iso) })}
        />
      </LogFilter>
    </>
  );
}
