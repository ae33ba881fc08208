import { memo } from 'react';
import type { ElementUiOptions } from '../../../engine/forms/compiled-types';

export type ScaleRadiosProps = {
  /** id of the first radio (focused on a validation error), and the group's name */
  id: string;
  options: Pick<ElementUiOptions, 'minValue' | 'maxValue' | 'anchors'>;
  value: number | undefined;
  disabled: boolean;
  required?: boolean;
  invalid?: boolean;
  labelledBy: string;
  describedBy?: string;
  onSelect: (value: number) => void;
};

/** Pure. The values of a scale, min..max. */
export function scaleValues(options: Pick<ElementUiOptions, 'minValue' | 'maxValue'>): number[] {
  const min = options.minValue ?? 1;
  const max = options.maxValue ?? 5;
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}

/** Pure. The anchor label of a value, if it has one. */
export function anchorLabel(options: Pick<ElementUiOptions, 'anchors'>, value: number): string | undefined {
  return options.anchors?.find((anchor) => anchor.value === value)?.label;
}

/**
 * A scale as native radio buttons sharing a name: Tab reaches the group once, the arrow keys move and choose,
 * and each option's label shows its value with its anchor text.
 */
export const ScaleRadios = memo(function ScaleRadios(props: ScaleRadiosProps) {
  const { id, options, value, disabled } = props;
  const values = scaleValues(options);
  return (
    <div
      role="radiogroup"
      className="dpt-scale"
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-required={props.required || undefined}
      aria-invalid={props.invalid || undefined}
      style={{ ['--dpt-scale-count' as string]: values.length }}
    >
      {values.map((option, index) => {
        const anchor = anchorLabel(options, option);
        const optionId = index === 0 ? id : `${id}-${option}`;
        return (
          <label key={option} className="dpt-scale-option" htmlFor={optionId}>
            <input
              type="radio"
              id={optionId}
              name={id}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => props.onSelect(option)}
            />
            <span className="dpt-scale-value">{option}</span>
            {/* the space keeps the accessible name "5 excellent" instead of "5excellent" */}
            {anchor && ' '}
            {anchor && <span className="dpt-scale-anchor">{anchor}</span>}
          </label>
        );
      })}
    </div>
  );
});
