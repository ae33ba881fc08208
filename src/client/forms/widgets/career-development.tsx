import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { CAREER_PATHS, DEVELOPMENT_TYPES, type CareerAnswer } from '../../../engine/forms/answer-types';
import { partId } from '../ids';
import { CareerPrint } from './career-print';
import { ChoiceGroup } from './choice-group';
import { DateInput } from './date-input';
import { DraftTextInput } from './draft-text-input';
import { ElementHeader, FieldErrors, MandatoryMark } from './element-header';
import { useElementField, type ElementFieldProps } from './element-field';
import './career-development.css';

const filled = (answer: CareerAnswer | undefined) =>
  Boolean(answer?.targetPosition || answer?.targetDate || answer?.data);

/**
 * The `careerDevelopment` custom element: career path (1/2/3), lateral or hierarchical, target position and date,
 * and free text. Switching to another path overwrites the entries after a confirmation (SPEC §4).
 */
export function CareerDevelopment({ props }: { props: ElementFieldProps }) {
  const field = useElementField<CareerAnswer>(props);
  const { fieldId, options, value, t, mode, locked } = field;
  const [pendingPath, setPendingPath] = useState<number | null>(null);
  if (mode === 'print') return <CareerPrint field={field} />;
  const id = (part: string) => partId(fieldId, part);
  const errors = (part: string) => field.errors(field.requiresPart(part), part);
  const save = (timing: 'typing' | 'immediate', next = field.current()) =>
    field.save({ kind: 'career', elementId: options.elementId, ...next }, timing);
  const set = (patch: CareerAnswer, timing: 'typing' | 'immediate' | null) => {
    field.commit((previous) => ({ ...previous, ...patch }));
    if (timing) save(timing);
  };
  const choose = (path: number) => {
    if (value?.careerPath !== undefined && value.careerPath !== path && filled(value)) setPendingPath(path);
    else set({ careerPath: path as CareerAnswer['careerPath'] }, 'immediate');
  };
  const pathChoices = Object.values(CAREER_PATHS).map((v) => ({
    value: v,
    label: t(`forms.career.paths.${v}`),
  }));
  const typeChoices = Object.values(DEVELOPMENT_TYPES).map((v) => ({
    value: v,
    label: t(`forms.career.developmentTypes.${v}`),
  }));
  const label = (part: string, text: string, mandatory = false, htmlFor?: string) =>
    htmlFor ? (
      <label id={id(`${part}_label`)} htmlFor={htmlFor} className="dpt-sub-label">
        {text}
        {mandatory && <MandatoryMark t={t} />}
      </label>
    ) : (
      <span id={id(`${part}_label`)} className="dpt-sub-label">
        {text}
        {mandatory && <MandatoryMark t={t} />}
      </span>
    );
  return (
    <>
      <ElementHeader fieldId={fieldId} options={options} t={t} />
      <div className="dpt-career dpt-career-fit">
        <div className="dpt-career-part dpt-career-wide">
          {label('careerPath', t('forms.career.careerPath'), field.requiresPart('careerPath'))}
          <ChoiceGroup
            id={id('careerPath')}
            choices={pathChoices}
            value={value?.careerPath}
            disabled={locked}
            labelledBy={id('careerPath_label')}
            required={field.requiresPart('careerPath')}
            invalid={errors('careerPath').length > 0}
            onSelect={choose}
          />
          <FieldErrors id={id('careerPath_error')} errors={errors('careerPath')} />
        </div>
        <div className="dpt-career-part">
          {label('developmentType', t('forms.career.developmentType'), field.requiresPart('developmentType'))}
          <ChoiceGroup
            id={id('developmentType')}
            choices={typeChoices}
            value={value?.developmentType}
            disabled={locked}
            labelledBy={id('developmentType_label')}
            required={field.requiresPart('developmentType')}
            invalid={errors('developmentType').length > 0}
            onSelect={(next) =>
              set({ developmentType: next as CareerAnswer['developmentType'] }, 'immediate')
            }
          />
          <FieldErrors id={id('developmentType_error')} errors={errors('developmentType')} />
        </div>
        <div className="dpt-career-part">
          {label('targetPosition', t('forms.career.targetPosition'), false, id('targetPosition'))}
          <DraftTextInput
            id={id('targetPosition')}
            value={value?.targetPosition}
            disabled={locked}
            onType={(text) => save('typing', { ...field.current(), targetPosition: text })}
            onCommit={(text) => set({ targetPosition: text }, null)}
          />
        </div>
        <div className="dpt-career-part">
          {label('targetDate', t('forms.career.targetDate'), false, id('targetDate'))}
          <DateInput
            id={id('targetDate')}
            value={value?.targetDate}
            disabled={locked}
            invalid={errors('targetDate').length > 0}
            describedBy={id('targetDate_rule')}
            onCommit={(iso) => set({ targetDate: iso }, 'immediate')}
          />
          {/* SPEC §5: which dates a promotion may take effect on */}
          <small id={id('targetDate_rule')} className="dpt-career-rule">
            {t('forms.career.dateRule')}
          </small>
          <FieldErrors id={id('targetDate_error')} errors={errors('targetDate')} />
        </div>
        <div className="dpt-career-part dpt-career-wide">
          {label('data', t('forms.career.data'), field.requiresPart('data'), id('data'))}
          <DraftTextInput
            id={id('data')}
            value={value?.data}
            multiline
            disabled={locked}
            required={field.requiresPart('data')}
            invalid={errors('data').length > 0}
            describedBy={errors('data').length > 0 ? id('data_error') : undefined}
            onType={(text) => save('typing', { ...field.current(), data: text })}
            onCommit={(text) => set({ data: text }, null)}
          />
          <FieldErrors id={id('data_error')} errors={errors('data')} />
        </div>
      </div>
      <ConfirmDialog
        visible={pendingPath !== null}
        onHide={() => setPendingPath(null)}
        header={t('forms.career.changeTitle')}
        message={t('forms.career.changeMessage')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('forms.career.changeConfirm')}
        rejectLabel={t('forms.career.changeCancel')}
        accept={() => {
          const careerPath = pendingPath as CareerAnswer['careerPath'];
          const next = {
            ...field.current(),
            careerPath,
            targetPosition: undefined,
            targetDate: undefined,
            data: undefined,
          };
          field.commit(() => next);
          // the confirmation tells the server to overwrite the earlier path's entries (POST /CareerDevelopment)
          field.save({ kind: 'career', elementId: options.elementId, ...next, overwrite: true }, 'immediate');
        }}
      />
    </>
  );
}
