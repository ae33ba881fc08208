import { AppDialog, DialogFooter } from '../../../components/app-dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { CLOSE_REASON_FREE_TEXT, CLOSE_REASON_IDS } from '../../../../engine/constants';
import { closeProblem, closeProblemOfCode, type CloseProblem } from '../close-reason';
import { useProcessesText } from '../text';

type Props = {
  subject: string;
  onHide: () => void;
  /** sends the close; resolves the server's refusal code, or undefined when it worked */
  onClose: (reasonId: number, reason: string | null) => Promise<string | undefined | null>;
};

/** Closing with a reason 1-8; 8 is free text and then needs a text (SPEC §4, §5). */
export function CloseProcessDialog({ subject, onHide, onClose }: Props) {
  const { t } = useProcessesText();
  const id = useId();
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<CloseProblem>(null);
  const [busy, setBusy] = useState(false);
  const problem = (tried ? closeProblem(reasonId, text) : null) ?? serverProblem;
  const freeText = reasonId === CLOSE_REASON_FREE_TEXT;
  const reasons = CLOSE_REASON_IDS.map((value) => ({
    value,
    label: t(`processCommon.closeReasons.${value}`),
  }));

  async function send() {
    setTried(true);
    setServerProblem(null);
    if (closeProblem(reasonId, text) !== null || reasonId === null) return;
    setBusy(true);
    const code = await onClose(reasonId, freeText ? text.trim() : null);
    setBusy(false);
    if (code !== undefined) setServerProblem(closeProblemOfCode(code ?? undefined));
  }

  return (
    <AppDialog
      visible
      ariaCloseIconLabel={t('processCommon.closeDialog')}
      header={t('processesPage.close.header')}
      onHide={onHide}
      style={{ width: 'min(32rem, 95vw)' }}
      data-testid="close-dialog"
      footer={
        <DialogFooter
          cancelLabel={t('processesPage.close.cancel')}
          severity="danger"
          icon="pi pi-lock"
          label={t('processesPage.close.submit')}
          loading={busy}
          onClick={() => void send()}
          data-testid="close-submit"
        />
      }
    >
      <p className="dpt-dialog-intro">{subject}</p>
      <label htmlFor={`${id}-reason`} className="dpt-field-label">
        {t('processesPage.close.reason')} <span aria-hidden="true">*</span>
      </label>
      <Dropdown
        inputId={`${id}-reason`}
        value={reasonId}
        options={reasons}
        onChange={(event) => setReasonId(event.value as number)}
        placeholder={t('processesPage.close.reasonPlaceholder')}
        invalid={problem === 'chooseReason'}
        aria-describedby={problem === 'chooseReason' ? `${id}-error` : undefined}
        className="dpt-full-width"
        data-testid="close-reason"
      />
      {freeText && (
        <div className="dpt-dialog-field">
          <label htmlFor={`${id}-text`} className="dpt-field-label">
            {t('processesPage.close.text')} <span aria-hidden="true">*</span>
          </label>
          <InputTextarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
            autoResize
            invalid={problem === 'enterReason'}
            aria-describedby={problem === 'enterReason' ? `${id}-error` : undefined}
            className="dpt-full-width"
            data-testid="close-text"
          />
        </div>
      )}
      {problem && (
        <small id={`${id}-error`} className="p-error dpt-block" role="alert" data-testid="close-error">
          {t(`processesPage.close.${problem}`)}
        </small>
      )}
    </AppDialog>
  );
}
