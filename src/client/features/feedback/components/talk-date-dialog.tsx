import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { useId, useState } from 'react';
import { primeLocale } from '../../../forms/primereact-locale';
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
    <Dialog
      header={t('feedbackPage.talkDate.header')}
      visible
      onHide={onHide}
      ariaCloseIconLabel={t('processCommon.closeDialog')}
      style={{ width: 'min(26rem, 95vw)' }}
      data-testid="talk-date-dialog"
      footer={
        <div className="dpt-dialog-footer">
          <Button type="button" label={t('feedbackPage.talkDate.cancel')} text onClick={onHide} />
          <Button
            type="button"
            label={t('feedbackPage.talkDate.save')}
            icon="pi pi-check"
            loading={busy}
            onClick={() => {
              setTried(true);
              if (value) onSave(value);
            }}
            data-testid="talk-date-save"
          />
        </div>
      }
    >
      <label htmlFor={`${id}-date`} className="dpt-field-label">
        {t('feedbackPage.talkDate.label')} <span aria-hidden="true">*</span>
      </label>
      <Calendar
        inputId={`${id}-date`}
        value={value}
        onChange={(event) => setValue(event.value ?? null)}
        showTime
        hourFormat={german ? '24' : '12'}
        dateFormat={german ? 'dd.mm.yy' : 'mm/dd/yy'}
        locale={primeLocale(locale)}
        showIcon
        stepMinute={15}
        invalid={showError}
        aria-describedby={`${id}-hint`}
        className="dpt-full-width"
        data-testid="talk-date-input"
      />
      <small id={`${id}-hint`} className="dpt-muted">
        {t('feedbackPage.talkDate.hint', { format: german ? 'TT.MM.JJJJ HH:mm' : 'MM/DD/YYYY hh:mm AM' })}
      </small>
      {showError && (
        <small className="p-error dpt-block" role="alert">
          {t('feedbackPage.talkDate.required')}
        </small>
      )}
    </Dialog>
  );
}
