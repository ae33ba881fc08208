import type { CSSProperties, ReactNode } from 'react';

/** A group of exclusive numeric choices and what names and describes it. */
export type RadioGroupFields = {
  /** id of the first radio (focused on a validation error), and the group's name */
  id: string;
  value: number | undefined;
  disabled: boolean;
  labelledBy: string;
  describedBy?: string;
  required?: boolean;
  invalid?: boolean;
  onSelect: (value: number) => void;
};

type Props = RadioGroupFields & {
  values: readonly number[];
  className: string;
  /** class of each option's label */
  optionClassName: string;
  style?: CSSProperties;
  /** what an option's label shows beside its radio */
  children: (value: number, index: number) => ReactNode;
};

/** Native radio buttons sharing a name: Tab reaches the group once, the arrow keys move and choose. */
export function RadioGroup(props: Props) {
  const { id, value, disabled } = props;
  return (
    <div
      role="radiogroup"
      className={props.className}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-required={props.required || undefined}
      aria-invalid={props.invalid || undefined}
      style={props.style}
    >
      {props.values.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${option}`;
        return (
          <label key={option} className={props.optionClassName} htmlFor={optionId}>
            <input
              type="radio"
              id={optionId}
              name={id}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => props.onSelect(option)}
            />
            {props.children(option, index)}
          </label>
        );
      })}
    </div>
  );
}
