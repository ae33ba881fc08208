import { memo } from 'react';

export type Choice = { value: number; label: string };

type ChoiceGroupProps = {
  /** id of the first radio (focused on a validation error) and the group's name */
  id: string;
  choices: readonly Choice[];
  value: number | undefined;
  disabled: boolean;
  labelledBy: string;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onSelect: (value: number) => void;
};

/** A small set of exclusive choices as native radios: one Tab stop, arrow keys to choose. */
export const ChoiceGroup = memo(function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, choices, value, disabled } = props;
  return (
    <div
      role="radiogroup"
      className="dpt-choices"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-required={props.required || undefined}
      aria-invalid={props.invalid || undefined}
    >
      {choices.map((choice, index) => {
        const optionId = index === 0 ? id : `${id}-${choice.value}`;
        return (
          <label key={choice.value} className="dpt-choice" htmlFor={optionId}>
            <input
              type="radio"
              id={optionId}
              name={id}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => props.onSelect(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        );
      })}
    </div>
  );
});
