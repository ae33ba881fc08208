import type { ProcessType } from '../../../../engine/constants';
import { AppDialog, DialogFooter } from '../../../components/app-dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useId, useState } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { useEmployeeChoices } from '../../../process-common/employee-choices';
import { isProcessAdmin } from '../../../process-common/workflows';
import { useTalkrounds } from '../api';
import { creatableEmployees } from '../employees';
import { useProcessesText } from '../text';
import type { CreateProcessBody } from '../../../../engine/api/feedbacks-requests';

type Props = {
  /** process types whose workflow lets the caller create (predicted; the server decides) */
  types: ProcessType[];
  onHide: () => void;
  /** creates; resolves the refusal code, or undefined when it worked */
  onCreate: (body: CreateProcessBody) => Promise<string | undefined | null>;
};

const KNOWN_ERRORS = [
  'PROCESS_EXISTS',
  'NOT_A_PROCESS_CREATOR',
  'NO_QUESTIONNAIRE_CONFIGURED',
  'TALKROUND_PROCESS_TYPE',
];

/** Starting a process: employee, process type and (optionally) the talkround. */
export function CreateProcessDialog({ types, onHide, onCreate }: Props) {
  const { t } = useProcessesText();
  const { session, slug } = useSession();
  const id = useId();
  const users = useEmployeeChoices(slug, session.userRoles, true);
  const [recipientId, setRecipientId] = useState<number | null>(null);
  const [processType, setProcessType] = useState<ProcessType | null>(types.length === 1 ? types[0] : null);
  const [talkroundId, setTalkroundId] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const talkrounds = useTalkrounds(slug, processType ?? undefined);

  const self = {
    id: session.id,
    shorthand: session.shorthand,
    firstName: session.firstName,
    lastName: session.lastName,
    position: '',
    supervisorId: null,
    supervisorName: null,
    mentorName: null,
    canBeImpersonated: false,
  };
  // my-employees lists the reports without the caller, who may start a process for themselves too
  const listed = users.data?.some((u) => u.id === session.id) ? users.data : [...(users.data ?? []), self];
  const people = creatableEmployees(listed, session.id, isProcessAdmin(session.userRoles));
  const employeeOptions = people.map((u) => ({
    value: u.id,
    label: `${u.lastName}, ${u.firstName} (${u.shorthand})`,
  }));
  const typeOptions = types.map((type) => ({ value: type, label: t(`processTypes.${type}`) }));
  const talkroundOptions = (talkrounds.data?.result ?? []).map((r) => ({ value: r.id, label: r.name }));
  const missing = recipientId === null || processType === null;

  async function create() {
    setTried(true);
    setError(null);
    if (recipientId === null || processType === null) return;
    setBusy(true);
    const code = await onCreate({ recipientId, processType, talkroundId });
    setBusy(false);
    if (code !== undefined)
      setError(
        code && KNOWN_ERRORS.includes(code)
          ? t(`processesPage.create.errors.${code}`)
          : t('processCommon.errors.stepFailed'),
      );
  }

  return (
    <AppDialog
      visible
      ariaCloseIconLabel={t('processCommon.closeDialog')}
      header={t('processesPage.create.header')}
      onHide={onHide}
      style={{ width: 'min(32rem, 95vw)' }}
      data-testid="create-dialog"
      footer={
        <DialogFooter
          cancelLabel={t('processesPage.create.cancel')}
          icon="pi pi-play"
          label={t('processesPage.create.submit')}
          loading={busy}
          onClick={() => void create()}
          data-testid="create-submit"
        />
      }
    >
      <div className="dpt-dialog-field">
        <label htmlFor={`${id}-employee`} className="dpt-field-label">
          {t('processesPage.create.employee')} <span aria-hidden="true">*</span>
        </label>
        <Dropdown
          inputId={`${id}-employee`}
          value={recipientId}
          options={employeeOptions}
          onChange={(event) => setRecipientId(event.value as number)}
          placeholder={t('processesPage.create.employeePlaceholder')}
          filter
          loading={users.isLoading}
          invalid={tried && recipientId === null}
          className="dpt-full-width"
          data-testid="create-employee"
        />
      </div>
      <div className="dpt-dialog-field">
        <label htmlFor={`${id}-type`} className="dpt-field-label">
          {t('processesPage.create.type')} <span aria-hidden="true">*</span>
        </label>
        <Dropdown
          inputId={`${id}-type`}
          value={processType}
          options={typeOptions}
          onChange={(event) => {
            setProcessType(event.value as ProcessType);
            setTalkroundId(null);
          }}
          placeholder={t('processesPage.create.typePlaceholder')}
          invalid={tried && processType === null}
          className="dpt-full-width"
          data-testid="create-type"
        />
      </div>
      <div className="dpt-dialog-field">
        <label htmlFor={`${id}-talkround`} className="dpt-field-label">
          {t('processesPage.create.talkround')}
        </label>
        <Dropdown
          inputId={`${id}-talkround`}
          value={talkroundId}
          options={talkroundOptions}
          onChange={(event) => setTalkroundId((event.value as number | undefined) ?? null)}
          placeholder={t('processesPage.create.talkroundPlaceholder')}
          showClear
          disabled={processType === null || talkroundOptions.length === 0}
          className="dpt-full-width"
          data-testid="create-talkround"
        />
      </div>
      {tried && missing && (
        <small className="p-error dpt-block" role="alert">
          {t('processesPage.create.required')}
        </small>
      )}
      {error && (
        <Message severity="error" text={error} className="dpt-dialog-field" data-testid="create-error" />
      )}
    </AppDialog>
  );
}
