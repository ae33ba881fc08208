import { memo } from 'react';
import { RadioGroup, type RadioGroupFields } from './radio-group';

export type Choice = { value: number; label: string };

type ChoiceGroupProps = RadioGroupFields & { choices: readonly Choice[] };

/** A small set of exclusive choices as native radios: one Tab stop, arrow keys to choose. */
export const ChoiceGroup = memo(function ChoiceGroup({ choices, ...group }: ChoiceGroupProps) {
  return (
    <RadioGroup
      {...group}
      values={choices.map((c) => c.value)}
      className="dpt-choices"
      optionClassName="dpt-choice"
    >
      {(_, index) => <span>{choices[index]?.label}</span>}
    </RadioGroup>
  );
});
