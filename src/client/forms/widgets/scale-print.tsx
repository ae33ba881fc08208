import type { Translate } from '../../lib/i18n/translate';
import type { ElementUiOptions } from '../../../engine/forms/compiled-types';
import { anchorLabel, scaleValues } from './scale-radios';

type ScalePrintProps = {
  options: Pick<ElementUiOptions, 'minValue' | 'maxValue' | 'anchors'>;
  value: number | undefined;
  t: Translate;
};

/** A scale on paper: the whole range with the chosen value marked, so the reader sees where it sits. */
export function ScalePrint({ options, value, t }: ScalePrintProps) {
  const chosen = value === undefined ? undefined : anchorLabel(options, value);
  return (
    <div className="dpt-scale-print">
      <span className="dpt-scale-print-range" aria-hidden="true">
        {scaleValues(options).map((option) => (
          <span key={option} className={option === value ? 'dpt-scale-print-chosen' : undefined}>
            {option}
          </span>
        ))}
      </span>
      <span className={value === undefined ? 'dpt-print-empty' : 'dpt-print-value'}>
        {value === undefined
          ? t('forms.noAnswer')
          : chosen
            ? t('forms.scale.optionWithLabel', { value, label: chosen })
            : t('forms.scale.option', { value })}
      </span>
    </div>
  );
}
