import type { CareerAnswer } from '../../../engine/forms/answer-types';
import { formatIsoDate } from '../dates';
import { ElementHeader } from './element-header';
import type { ElementField } from './element-field';

/** The career element on paper: each part as a labelled line. */
export function CareerPrint({ field }: { field: ElementField<CareerAnswer> }) {
  const { fieldId, options, value, t } = field;
  const parts: Array<[string, string | undefined]> = [
    [
      t('forms.career.careerPath'),
      value?.careerPath === undefined ? undefined : t(`forms.career.paths.${value.careerPath}`),
    ],
    [
      t('forms.career.developmentType'),
      value?.developmentType === undefined
        ? undefined
        : t(`forms.career.developmentTypes.${value.developmentType}`),
    ],
    [t('forms.career.targetPosition'), value?.targetPosition],
    [t('forms.career.targetDate'), value?.targetDate && formatIsoDate(value.targetDate)],
    [t('forms.career.data'), value?.data],
  ];
  return (
    <>
      <ElementHeader fieldId={fieldId} options={options} t={t} print />
      <dl className="dpt-print-list">
        {parts.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={text ? 'dpt-print-value' : 'dpt-print-empty'}>{text || t('forms.noAnswer')}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
