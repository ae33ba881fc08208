import { memo } from 'react';
import type { ElementUiOptions } from '../../../engine/forms/compiled-types';
import { RadioGroup, type RadioGroupFields } from './radio-group';

export type ScaleRadiosProps = RadioGroupFields & {
  options: Pick<ElementUiOptions, 'minValue' | 'maxValue' | 'anchors'>;
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
export const ScaleRadios = memo(function ScaleRadios({ options, ...group }: ScaleRadiosProps) {
  const values = scaleValues(options);
  return (
    <RadioGroup
      {...group}
      values={values}
      className="dpt-scale"
      optionClassName="dpt-scale-option"
      style={{ ['--dpt-scale-count' as string]: values.length }}
    >
      {(option) => {
        const anchor = anchorLabel(options, option);
        return (
          <>
            <span className="dpt-scale-value">{option}</span>
            {/* the space keeps the accessible name "5 excellent" instead of "5excellent" */}
            {anchor && ' '}
            {anchor && <span className="dpt-scale-anchor">{anchor}</span>}
          </>
        );
      }}
    </RadioGroup>
  );
});
