import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { useToast } from '../../../lib/toast/toast-context';
import { DateTimeInput } from '../../../forms/widgets/date-time-input';
import { browserTimeZone } from '../../../process-common/dates';
import { exportReviewDate, setReviewDate } from '../api';
import { usePdpText } from '../text';
import { useDownload } from './use-pdp-files';
import type { Pdp } from '../../../../engine/api/pdp';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

type Props = { pdp: Pdp; slug: string; onSaved: (pdp: Pdp) => void };

/** Last and next review date, the 6-month hint, setting a new date and its calendar file. */
export function ReviewCard({ pdp, slug, onSaved }: Props) {
  const { t } = usePdpText();
  const dates = useDateFormat();
  const toast = useToast();
  const id = useId();
  const { busy, download } = useDownload();
  const [value, setValue] = useState<Date | null>(null);
  const [saving, setSaving] = useState(false);
  // a new field after each save, so it starts empty again
  const [round, setRound] = useState(0);
  const when = (iso: string | null) => (iso ? dates.dateTime(iso) : t('pdp.review.notSet'));
  const review = pdp.nextReviewDate ?? pdp.lastReviewDate;
  const canSet = pdp.rights.setReviewDate && !pdp.isClosed;

  async function save() {
    // SPEC §4: a null date changes nothing, so there is nothing to send
    if (!value) return;
    setSaving(true);
    const saved = await setReviewDate(slug, pdp.processId, value);
    setSaving(false);
    if (!saved) {
      toast.showError('errors.notSaved');
      return;
    }
    setValue(null);
    setRound((n) => n + 1);
    toast.showSuccess(t('pdp.review.saved'));
    onSaved(saved);
  }

  return (
    <section className="dpt-card dpt-pdp-card" aria-labelledby="pdp-review-heading" data-testid="pdp-review">
      <h2 id="pdp-review-heading">{t('pdp.review.heading')}</h2>
      <dl className="dpt-fields">
        <dt>{t('pdp.review.last')}</dt>
        <dd data-testid="pdp-last-review">{when(pdp.lastReviewDate)}</dd>
        <dt>{t('pdp.review.next')}</dt>
        <dd data-testid="pdp-next-review">{when(pdp.nextReviewDate)}</dd>
      </dl>
      {pdp.reviewExpiresOn && (
        <p className="dpt-muted">{t('pdp.review.expires', { date: dates.date(pdp.reviewExpiresOn) })}</p>
      )}
      {canSet && (
        <div className="dpt-pdp-review-form">
          <label htmlFor={`${id}-date`} className="dpt-field-label">
            {t('pdp.review.dateLabel')}
          </label>
          <div className="dpt-pdp-row">
            <DateTimeInput
              key={round}
              id={`${id}-date`}
              value={value}
              onChange={setValue}
              testId="pdp-review-input"
            />
            <Button
              type="button"
              icon="pi pi-check"
              label={t('pdp.review.save')}
              disabled={!value}
              loading={saving}
              onClick={() => void save()}
              data-testid="pdp-review-save"
            />
          </div>
        </div>
      )}
      {review && (
        <Button
          type="button"
          icon="pi pi-calendar-plus"
          label={t('pdp.review.ics')}
          aria-label={t('pdp.review.icsLabel')}
          outlined
          size="small"
          className="dpt-pdp-ics"
          loading={busy === 'ics'}
          onClick={() =>
            void download('ics', `pdp-review-${pdp.processId}.ics`, () =>
              exportReviewDate(pdp.processId, browserTimeZone(), slug),
            )
          }
          data-testid="pdp-review-ics"
        />
      )}
    </section>
  );
}
