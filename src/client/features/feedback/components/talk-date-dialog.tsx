import { AppDialog, DialogFooter } from '../../../components/app-dialog';
import { useId, useState } from 'react';
import { DateTimeInput } from '../../../forms/widgets/date-time-input';
import { useFeedbackText } from '../text';

type Props = {
  busy: boolean;
  initial: string | null;
  onHide: () => void;
  onSave: (date: Date) => void;
};

/** Sets the talk date with a date-and-time calendar: DD.MM.YYYY and 24 h in German (SPEC §5). Mount to open. */
export function TalkDateDialog({ busy, initial, onHide, onSave }: Props) {
  const { t, locale } = useFeedbackText();
  const id = useId();
  const [value, setValue] = useState<Date | null>(initial ? new Date(initial) : null);
  const [tried, setTried] = useState(false);
  const german = locale === 'de-DE';
  const showError = tried && value === null;

  return (
    <AppDialog
      header={t('feedbackPage.talkDate.header')}
      visible
      onHide={onHide}
      ariaCloseIconLabel={t('processCommon.closeDialog')}
      style={{ width: 'min(26rem, 95vw)' }}
      data-testid="talk-date-dialog"
      footer={
        <DialogFooter
          cancelLabel={t('feedbackPage.talkDate.cancel')}
          label={t('feedbackPage.talkDate.save')}
          icon="pi pi-check"
          loading={busy}
          onClick={() => {
            setTried(true);
            if (value) onSave(value);
          }}
          data-testid="talk-date-save"
        />
      }
    >
      <label htmlFor={`${id}-date`} className="dpt-field-label">
        {t('feedbackPage.talkDate.label')} <span aria-hidden="true">*</span>
      </label>
      <DateTimeInput
        id={`${id}-date`}
        value={value}
        onChange={setValue}
        invalid={showError}
        describedBy={`${id}-hint`}
        testId="talk-date-input"
      />
      <small id={`${id}-hint`} className="dpt-muted">
        {t('feedbackPage.talkDate.hint', { format: german ? 'TT.MM.JJJJ HH:mm' : 'DD.MM.YYYY HH:mm' })}
      </small>
      {showError && (
        <small className="p-error dpt-block" role="alert">
          {t('feedbackPage.talkDate.required')}
        </small>
      )}
    </AppDialog>
  );
}
