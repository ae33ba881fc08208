import type { ReactNode } from 'react';

type Props = {
  label: string;
  /** a date field, which needs less room than a choice or a text */
  date?: boolean;
  children: ReactNode;
};

/** One field of a log table's filters under its label (the label names the field for screen readers). */
export function LogFilter({ label, date, children }: Props) {
  return (
    <label
      className={date ? 'dpt-stacked-field dpt-log-field dpt-log-date' : 'dpt-stacked-field dpt-log-field'}
    >
      <span>{label}</span>
      {children}
    </label>
  );
}
