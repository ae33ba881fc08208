import { AppDialog, DialogFooter } from '../../../components/app-dialog';
import { Dropdown } from 'primereact/dropdown';
import { useId, useState } from 'react';
import { statusLabel, type WorkflowSettings } from '../../../../engine/workflows';
import { useProcessesText } from '../text';

type Props = {
  subject: string;
  settings: WorkflowSettings;
  current: number;
  onHide: () => void;
  onSet: (statusId: number) => Promise<boolean>;
};

/** Setting the status directly (administrators, SPEC §4), to any status of the process type's workflow. */
export function SetStatusDialog({ subject, settings, current, onHide, onSet }: Props) {
  const { t, locale } = useProcessesText();
  const id = useId();
  const [statusId, setStatusId] = useState(current);
  const [busy, setBusy] = useState(false);
  const options = settings.statusList.map((s) => ({
    value: s.statusId,
    label: `${s.statusId} · ${statusLabel(settings, s.statusId, locale)}`,
  }));
  return (
    <AppDialog
      visible
      ariaCloseIconLabel={t('processCommon.closeDialog')}
      header={t('processesPage.setStatus.header')}
      onHide={onHide}
      style={{ width: 'min(30rem, 95vw)' }}
      data-testid="set-status-dialog"
      footer={
        <DialogFooter
          cancelLabel={t('processesPage.setStatus.cancel')}
          label={t('processesPage.setStatus.submit')}
          icon="pi pi-check"
          loading={busy}
          disabled={statusId === current}
          onClick={() => {
            setBusy(true);
            void onSet(statusId).finally(() => setBusy(false));
          }}
          data-testid="set-status-submit"
        />
      }
    >
      <p className="dpt-dialog-intro">{subject}</p>
      <label htmlFor={`${id}-status`} className="dpt-field-label">
        {t('processesPage.setStatus.status')}
      </label>
      <Dropdown
        inputId={`${id}-status`}
        value={statusId}
        options={options}
        onChange={(event) => setStatusId(event.value as number)}
        aria-describedby={`${id}-hint`}
        className="dpt-full-width"
        data-testid="set-status-select"
      />
      <small id={`${id}-hint`} className="dpt-muted dpt-block">
        {t('processesPage.setStatus.hint')}
      </small>
    </AppDialog>
  );
}
