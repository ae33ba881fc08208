import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import { EMPLOYEE_TEXT_FIELDS, saveBodyOf } from '../../../../engine/employees';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { byName } from '../../../process-common/employee-choices';
import { useEmployeesText } from '../text';
import { draftErrors, maxLength, REQUIRED } from './draft-errors';
import type { SaveUserBody, UserDetail, UserListItem } from '../../../../engine/api/users';

type Props = {
  detail: UserDetail;
  /** everyone of the organization (the plain GET /Users), for the pickers and the checks before saving */
  people: readonly UserListItem[];
  canWrite: boolean;
  /** saves; the saved detail, or null when it failed */
  onSave: (body: SaveUserBody) => Promise<UserDetail | null>;
};

/** The basic data tab: a form for writers of the user area, the same fields read-only for readers. */
export function BasicDataForm({ detail, people, canWrite, onSave }: Props) {
  const { t } = useEmployeesText();
  const id = useId();
  const [draft, setDraft] = useState(() => saveBodyOf(detail));
  const [base, setBase] = useState(detail);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saveBodyOf(base));
  // a change from elsewhere replaces an untouched form; a touched one keeps its edits and says so
  const stale = detail.updatedAt !== base.updatedAt;
  if (stale && !dirty) {
    setBase(detail);
    setDraft(saveBodyOf(detail));
  }
  const errors = draftErrors(draft, people);
  const shownErrors = tried ? errors : {};
  const set = <K extends keyof SaveUserBody>(key: K, value: SaveUserBody[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const choices = byName(people).map((p) => ({
    value: p.id,
    label: `${p.lastName}, ${p.firstName} (${p.shorthand})`,
  }));

  const save = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    const saved = await onSave(draft);
    setSaving(false);
    if (!saved) return;
    setTried(false);
    setBase(saved);
    setDraft(saveBodyOf(saved));
  };

  const error = (field: string) =>
    shownErrors[field] ? (
      <small id={`${id}-${field}-error`} className="p-error" data-testid={`employee-error-${field}`}>
        {t(shownErrors[field])}
      </small>
    ) : null;
  const described = (field: string) => (shownErrors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form
      className="dpt-emp-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="employee-form"
    >
      {/* while saving, a new shorthand moves to the person's new URL: no leave */}
      <UnsavedChangesGuard dirty={dirty && !saving} />
      {stale && dirty && (
        <Message
          severity="warn"
          className="dpt-emp-stale"
          text={t('employeesPage.changedElsewhere')}
          data-testid="employee-stale"
        />
      )}
      <div className="dpt-emp-fields">
        {EMPLOYEE_TEXT_FIELDS.map((field) => (
          <div className="dpt-emp-field" key={field}>
            <label htmlFor={`${id}-${field}`}>
              {t(`employeesPage.fields.${field}`)}
              {REQUIRED.includes(field) && canWrite ? ' *' : ''}
            </label>
            <InputText
              id={`${id}-${field}`}
              value={draft[field]}
              onChange={(event) => set(field, event.target.value)}
              readOnly={!canWrite}
              maxLength={maxLength(field)}
              invalid={Boolean(shownErrors[field])}
              aria-describedby={described(field)}
              data-testid={`employee-field-${field}`}
            />
            {error(field)}
          </div>
        ))}
        {(['supervisorId', 'mentorId'] as const).map((field) => (
          <div className="dpt-emp-field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(`employeesPage.fields.${field}`)}</label>
            <Dropdown
              inputId={`${id}-${field}`}
              value={draft[field]}
              options={choices.filter((c) => c.value !== draft.id)}
              optionLabel="label"
              optionValue="value"
              filter
              showClear={canWrite}
              disabled={!canWrite}
              placeholder={t('employeesPage.nobody')}
              invalid={Boolean(shownErrors[field])}
              aria-describedby={described(field)}
              onChange={(event) => set(field, (event.value as number | undefined) ?? null)}
              data-testid={`employee-field-${field}`}
            />
            {error(field)}
          </div>
        ))}
        <div className="dpt-emp-field dpt-emp-check">
          <Checkbox
            inputId={`${id}-locked`}
            checked={draft.isApiUpdateLocked}
            disabled={!canWrite}
            onChange={(event) => set('isApiUpdateLocked', event.checked === true)}
            data-testid="employee-field-isApiUpdateLocked"
          />
          <label htmlFor={`${id}-locked`}>
            {t('employeesPage.fields.isApiUpdateLocked')}
            <small>{t('employeesPage.lockHint')}</small>
          </label>
        </div>
      </div>
      {canWrite && (
        <div className="dpt-emp-actions">
          {stale && dirty && (
            <Button
              type="button"
              label={t('employeesPage.discard')}
              icon="pi pi-refresh"
              outlined
              onClick={() => {
                setBase(detail);
                setDraft(saveBodyOf(detail));
                setTried(false);
              }}
              data-testid="employee-discard"
            />
          )}
          <Button
            type="submit"
            label={t('employeesPage.save')}
            icon="pi pi-save"
            loading={saving}
            disabled={!dirty || saving}
            data-testid="employee-save"
          />
        </div>
      )}
    </form>
  );
}
