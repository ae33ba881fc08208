import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import { civilDateIn } from '../../../../engine/calendar';
import { ChoiceGroup } from '../../../forms/widgets/choice-group';
import { useSession } from '../../../lib/session/session-context';
import { localized } from '../../../process-common/labels';
import { saveCareer, submitNomination, usePositions } from '../api';
import { categoryOf, dateAllowed, dateChoices, hasEntries, positionsOfPath, EMPTY_CAREER } from '../career';
import { usePromotionsText } from '../text';
// the questionnaire's career element's look: the nomination shows paths as the full form does
import '../../../forms/forms.css';
import type { CareerData, CareerFields } from '../../../../engine/api/promotions';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

type Props = { data: CareerData; editable: boolean; onChanged: () => void };

const KNOWN_ERRORS = [
  'PROMOTION_DATE_NOT_ALLOWED',
  'INVALID_DATE',
  'PROMOTION_DATE_IN_PAST',
  'CAREER_PATH_CHANGE_NOT_CONFIRMED',
  'NO_FEEDBACK_ACCESS',
  'ACTION_NOT_ALLOWED_IN_STATUS',
  'MANDATORY_MISSING',
];

/**
 * The career data of a nomination: career path (one at a time; changing it overwrites the entries after a
 * confirmation), lateral or hierarchical, target position from the catalogue, an effective date among those
 * the position's rule allows (SPEC §5), and the planned development. Saved as one record.
 */
export function CareerForm({ data, editable, onChanged }: Props) {
  const { t, locale } = usePromotionsText();
  const dates = useDateFormat();
  const { slug } = useSession();
  const id = useId();
  const positions = usePositions(slug).data?.positions ?? [];
  const [fields, setFields] = useState<CareerFields>(data.careerData);
  const [pendingPath, setPendingPath] = useState<1 | 2 | 3 | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const today = civilDateIn(new Date(), dates.timeZone);
  const restricted = categoryOf(positions, fields) !== 'other';
  const set = (patch: Partial<CareerFields>) => setFields((previous) => ({ ...previous, ...patch }));
  const fail = (code?: string) =>
    setMessage({
      severity: 'error',
      text: t(`promotionsPage.detail.errors.${code && KNOWN_ERRORS.includes(code) ? code : 'failed'}`),
    });

  async function save(next: CareerFields, overwrite = false) {
    if (data.feedbackId === null || data.elementId === null) return;
    setBusy(true);
    setMessage(null);
    const result = await saveCareer(data.feedbackId, data.elementId, next, overwrite, slug);
    setBusy(false);
    if (!result.ok) return fail(result.code);
    setMessage({ severity: 'success', text: t('promotionsPage.detail.saved') });
    onChanged();
  }

  async function submit() {
    if (data.feedbackId === null) return;
    setBusy(true);
    const result = await submitNomination(data.feedbackId, slug);
    setBusy(false);
    if (!result.ok) return fail(result.code);
    setMessage({ severity: 'success', text: t('promotionsPage.detail.submitted') });
    onChanged();
  }

  const choosePath = (path: 1 | 2 | 3 | null) => {
    if (path === null || path === fields.careerPath) return;
    if (fields.careerPath !== null && (hasEntries(fields) || hasEntries(data.careerData)))
      setPendingPath(path);
    else set({ careerPath: path, targetPosition: null, targetDate: null });
  };
  const pathOptions = [1, 2, 3].map((v) => ({ value: v, label: t(`forms.career.paths.${v}`) }));
  const typeOptions = [0, 1].map((v) => ({ value: v, label: t(`forms.career.developmentTypes.${v}`) }));
  const positionOptions = positionsOfPath(positions, fields.careerPath).map((p) => ({
    value: localized(p.title, 'de-DE', p.key),
    label: localized(p.title, locale, p.key),
  }));
  if (fields.targetPosition && !positionOptions.some((o) => o.value === fields.targetPosition))
    positionOptions.unshift({ value: fields.targetPosition, label: fields.targetPosition });
  const dateOptions = dateChoices(positions, fields, today).map((d) => ({
    value: d,
    label: dates.date(d),
  }));
  const storedDateBad = Boolean(fields.targetDate) && positions.length > 0 && !dateAllowed(positions, fields);

  return (
    <section className="dpt-card dpt-pm-section" aria-labelledby={`${id}-title`} data-testid="career-form">
      <h2 id={`${id}-title`}>{t('promotionsPage.detail.career')}</h2>
      {!editable && <p className="dpt-pm-muted">{t('promotionsPage.detail.readOnly')}</p>}
      <div className="dpt-pm-grid">
        <div className="dpt-dialog-field">
          <span id={`${id}-path`} className="dpt-field-label">
            {t('promotionsPage.detail.careerPath')}
          </span>
          <div data-testid="career-path">
            <ChoiceGroup
              id={`${id}-path-choice`}
              choices={pathOptions}
              value={fields.careerPath ?? undefined}
              disabled={!editable}
              labelledBy={`${id}-path`}
              onSelect={(value) => choosePath(value as 1 | 2 | 3)}
            />
          </div>
        </div>
        <div className="dpt-dialog-field">
          <span id={`${id}-type`} className="dpt-field-label">
            {t('promotionsPage.detail.developmentType')}
          </span>
          <div data-testid="career-type">
            <ChoiceGroup
              id={`${id}-type-choice`}
              choices={typeOptions}
              value={fields.developmentType ?? undefined}
              disabled={!editable}
              labelledBy={`${id}-type`}
              onSelect={(value) => set({ developmentType: value as 0 | 1 })}
            />
          </div>
        </div>
        <div className="dpt-dialog-field">
          <label htmlFor={`${id}-position`} className="dpt-field-label">
            {t('promotionsPage.detail.targetPosition')}
          </label>
          <Dropdown
            inputId={`${id}-position`}
            value={fields.targetPosition}
            options={positionOptions}
            onChange={(event) =>
              set({ targetPosition: (event.value as string | undefined) ?? null, targetDate: null })
            }
            placeholder={t('promotionsPage.detail.targetPositionPlaceholder')}
            filter
            disabled={!editable}
            className="dpt-full-width"
            data-testid="career-position"
          />
        </div>
        <div className="dpt-dialog-field">
          <label htmlFor={`${id}-date`} className="dpt-field-label">
            {t('promotionsPage.detail.targetDate')}
          </label>
          <Dropdown
            inputId={`${id}-date`}
            value={fields.targetDate}
            options={dateOptions}
            onChange={(event) => set({ targetDate: (event.value as string | undefined) ?? null })}
            placeholder={t('promotionsPage.detail.targetDatePlaceholder')}
            disabled={!editable}
            invalid={storedDateBad}
            aria-describedby={`${id}-rule`}
            className="dpt-full-width"
            data-testid="career-date"
          />
          <small id={`${id}-rule`} className="dpt-pm-muted">
            {t(restricted ? 'promotionsPage.detail.ruleAprilOctober' : 'promotionsPage.detail.ruleMonthly')}
          </small>
        </div>
      </div>
      {storedDateBad && (
        <Message
          severity="warn"
          text={t('promotionsPage.detail.storedDateNotAllowed', {
            date: dates.date(fields.targetDate!),
          })}
        />
      )}
      <div className="dpt-dialog-field">
        <label htmlFor={`${id}-data`} className="dpt-field-label">
          {t('promotionsPage.detail.data')}
        </label>
        <InputTextarea
          id={`${id}-data`}
          value={fields.data ?? ''}
          onChange={(event) => set({ data: event.target.value })}
          rows={4}
          autoResize
          disabled={!editable}
          className="dpt-full-width"
          data-testid="career-data"
        />
      </div>
      {message && <Message severity={message.severity} text={message.text} className="dpt-full-width" />}
      {editable && (
        <div className="dpt-pm-actions">
          <Button
            type="button"
            icon="pi pi-save"
            label={t('promotionsPage.detail.save')}
            loading={busy}
            onClick={() => void save(fields)}
            data-testid="career-save"
          />
          <Button
            type="button"
            icon="pi pi-send"
            outlined
            label={t('promotionsPage.detail.submit')}
            disabled={busy}
            onClick={() => void submit()}
            data-testid="career-submit"
          />
        </div>
      )}
      <ConfirmDialog
        visible={pendingPath !== null}
        onHide={() => setPendingPath(null)}
        header={t('promotionsPage.detail.changePathTitle')}
        message={t('promotionsPage.detail.changePathMessage')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('promotionsPage.detail.changePathConfirm')}
        rejectLabel={t('promotionsPage.detail.changePathCancel')}
        accept={() => {
          const next = { ...EMPTY_CAREER, careerPath: pendingPath, developmentType: fields.developmentType };
          setFields(next);
          void save(next, true);
        }}
      />
    </section>
  );
}
