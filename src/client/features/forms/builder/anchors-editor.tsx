import type { FormElement, Localized, ScaleAnchor } from '../../../../engine/forms';
import { scaleRange } from '../../../../engine/forms';
import type { Translate } from '../../../lib/i18n/translate';
import { LocalizedInput } from '../../../components/localized-input';

type Props = { element: FormElement; t: Translate; onChange: (anchors: ScaleAnchor[] | undefined) => void };

// a scale longer than this gets no per-value label fields (a designer labels a few points, not 2000)
const MAX_LABELLED_VALUES = 11;

/** A label per scale value (SPEC §3 "anchors"), in both languages; empty labels are dropped. */
export function AnchorsEditor({ element, t, onChange }: Props) {
  const { min, max } = scaleRange(element);
  if (max < min || max - min + 1 > MAX_LABELLED_VALUES) return null;
  const anchors = element.anchors ?? [];
  const set = (value: number, label: Localized | undefined) => {
    const rest = anchors.filter((a) => a.value !== value);
    const next = label ? [...rest, { value, label }] : rest;
    next.sort((a, b) => a.value - b.value);
    onChange(next.length > 0 ? next : undefined);
  };
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return (
    <details className="dpt-stack dpt-fb-anchors" open={anchors.length > 0}>
      <summary>{t('formBuilder.props.anchors')}</summary>
      {values.map((value) => (
        <LocalizedInput
          key={value}
          id={`fb-anchor-${element.id}-${value}`}
          className="dpt-fb-localized"
          label={t('formBuilder.props.anchorFor', { value })}
          value={anchors.find((a) => a.value === value)?.label}
          onChange={(label) => set(value, label)}
        />
      ))}
    </details>
  );
}
