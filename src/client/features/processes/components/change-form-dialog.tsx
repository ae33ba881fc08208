import { ConfirmDialog } from 'primereact/confirmdialog';
import { AppDialog, DialogFooter } from '../../../components/app-dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import type { FormListItem } from '../../../../engine/api/forms';
import { useProcessesText } from '../text';

type Props = {
  subject: string;
  forms: FormListItem[];
  onHide: () => void;
  onChange: (formId: number) => Promise<boolean>;
};

/**
 * Changing the form of a process (SPEC §4): choose a published form of the process type, then confirm a
 * warning that the process returns to its initial status and input may be lost.
 */
export function ChangeFormDialog({ subject, forms, onHide, onChange }: Props) {
  const { t } = useProcessesText();
  const id = useId();
  const [formId, setFormId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const options = forms.map((f) => ({
    value: f.id,
    label: `${f.name} (${t('processesPage.changeForm.version', { version: f.version })})`,
  }));
  return (
    <>
      <AppDialog
        visible
        ariaCloseIconLabel={t('processCommon.closeDialog')}
        header={t('processesPage.changeForm.header')}
        onHide={onHide}
        style={{ width: 'min(34rem, 95vw)' }}
        data-testid="change-form-dialog"
        footer={
          <DialogFooter
            cancelLabel={t('processesPage.changeForm.cancel')}
            severity="warning"
            label={t('processesPage.changeForm.submit')}
            disabled={formId === null}
            onClick={() => setConfirming(true)}
            data-testid="change-form-submit"
          />
        }
      >
        <p className="dpt-dialog-intro">{subject}</p>
        {forms.length === 0 ? (
          <Message severity="info" text={t('processesPage.changeForm.noForms')} />
        ) : (
          <>
            <label htmlFor={`${id}-form`} className="dpt-field-label">
              {t('processesPage.changeForm.form')}
            </label>
            <Dropdown
              inputId={`${id}-form`}
              value={formId}
              options={options}
              onChange={(event) => setFormId(event.value as number)}
              placeholder={t('processesPage.changeForm.formPlaceholder')}
              className="dpt-full-width"
              data-testid="change-form-select"
            />
            <Message
              severity="warn"
              className="dpt-dialog-field"
              text={t('processesPage.changeForm.warning')}
            />
          </>
        )}
      </AppDialog>
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t('processesPage.changeForm.confirmHeader')}
        message={t('processesPage.changeForm.confirmMessage')}
        icon="pi pi-exclamation-triangle"
        acceptClassName="p-button-danger"
        acceptLabel={t('processesPage.changeForm.confirmAccept')}
        rejectLabel={t('processesPage.changeForm.confirmReject')}
        accept={() => {
          if (formId !== null) void onChange(formId);
        }}
      />
    </>
  );
}
