import { AppDialog, DialogFooter } from '../../../components/app-dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { useFeedbackText } from '../text';

type Props = { busy: boolean; onHide: () => void; onSend: (comment: string) => void };

/** The veto of SPEC §5: a comment is required; it tells the author what to revise. Mount to open. */
export function VetoDialog({ busy, onHide, onSend }: Props) {
  const { t } = useFeedbackText();
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const empty = comment.trim() === '';
  const showError = tried && empty;

  const send = () => {
    setTried(true);
    if (!empty) onSend(comment.trim());
  };

  return (
    <AppDialog
      header={t('feedbackPage.veto.header')}
      visible
      ariaCloseIconLabel={t('processCommon.closeDialog')}
      onHide={onHide}
      style={{ width: 'min(34rem, 95vw)' }}
      data-testid="veto-dialog"
      footer={
        <DialogFooter
          cancelLabel={t('feedbackPage.veto.cancel')}
          label={t('feedbackPage.veto.send')}
          icon="pi pi-undo"
          severity="danger"
          loading={busy}
          onClick={send}
          data-testid="veto-send"
        />
      }
    >
      <p className="dpt-dialog-intro">{t('feedbackPage.veto.intro')}</p>
      <label htmlFor={`${id}-comment`} className="dpt-field-label">
        {t('feedbackPage.veto.comment')} <span aria-hidden="true">*</span>
      </label>
      <InputTextarea
        id={`${id}-comment`}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        rows={5}
        autoResize
        required
        invalid={showError}
        aria-describedby={showError ? `${id}-error` : undefined}
        className="dpt-full-width"
        autoFocus
        data-testid="veto-comment"
      />
      {showError && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {t('feedbackPage.veto.required')}
        </small>
      )}
    </AppDialog>
  );
}
