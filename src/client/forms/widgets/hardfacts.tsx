import type { MatrixAnswer } from '../../../engine/forms/answer-types';
import { partId } from '../ids';
import { ChoiceGroup } from './choice-group';
import { ElementHeader, FieldErrors, PrintText } from './element-header';
import { useElementField, type ElementFieldProps } from './element-field';

/** The `hardfacts` custom element: yes (1) / no (0) per checklist entry, stored as matrix values. */
export function Hardfacts({ props }: { props: ElementFieldProps }) {
  const field = useElementField<MatrixAnswer>(props);
  const { fieldId, options, value, t, mode } = field;
  const choices = [
    { value: 1, label: t('forms.hardfacts.yes') },
    { value: 0, label: t('forms.hardfacts.no') },
  ];
  const labelOf = (answer: number | undefined) => choices.find((c) => c.value === answer)?.label;
  return (
    <>
      <ElementHeader fieldId={fieldId} options={options} t={t} print={mode === 'print'} />
      <ul className="dpt-checklist">
        {(options.items ?? []).map((item) => {
          const rowId = partId(fieldId, item.id);
          const errors = field.errors(options.mandatoryScale, item.id);
          return (
            <li key={item.id} className="dpt-checklist-item">
              <div className="dpt-checklist-text">
                <span id={partId(rowId, 'title')}>{item.title}</span>
                {item.subtitle && <span className="dpt-matrix-item-subtitle">{item.subtitle}</span>}
              </div>
              {mode === 'print' ? (
                <PrintText text={labelOf(value?.[item.id]?.value)} t={t} />
              ) : (
                <ChoiceGroup
                  id={partId(rowId, 'value')}
                  choices={choices}
                  value={value?.[item.id]?.value}
                  disabled={field.locked}
                  labelledBy={partId(rowId, 'title')}
                  required={options.mandatoryScale}
                  invalid={errors.length > 0}
                  describedBy={errors.length > 0 ? partId(rowId, 'error') : undefined}
                  onSelect={(next) => {
                    field.commit((previous) => ({ ...previous, [item.id]: { value: next } }));
                    field.save(
                      { kind: 'matrix', elementId: options.elementId, itemId: item.id, value: next },
                      'immediate',
                    );
                  }}
                />
              )}
              <FieldErrors id={partId(rowId, 'error')} errors={errors} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
