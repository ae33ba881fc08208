import { Button } from 'primereact/button';
import { useState } from 'react';
import { useToast } from '../../../lib/toast/toast-context';
import { ArchiveDocuments } from '../../../process-common/archive/components/archive-documents';
import { useArchiveText } from '../../../process-common/archive/text';
import { browserTimeZone, saveFile } from '../../../process-common/dates';
import { localized, personName } from '../../../process-common/labels';
import { exportTalkDate } from '../api';
import { useFeedbackText } from '../text';
import { StatusTags } from '../../../process-common/status-tags';
import type { Process, ViewedFeedback } from '../../../../engine/api/feedbacks-answers';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

type Props = {
  process: Process;
  feedback: Pick<ViewedFeedback, 'feedbackType' | 'donor'>;
  /** the organization, for the calendar download; none on the anonymous and token print pages */
  slug?: string;
};

/**
 * The head of a feedback: process type and title, the feedback's kind, recipient and donor, status label and
 * dashboard group, the talk date with its calendar download, the process's time window, and an ended
 * process's archived PDFs (signed in only).
 */
export function FeedbackHeader({ process, feedback, slug }: Props) {
  const { t, locale } = useFeedbackText();
  const dates = useDateFormat();
  const archiveText = useArchiveText();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const type = t(`processTypes.${process.processType}`);
  const title = localized(process.title, locale, type);

  async function download() {
    if (!slug) return;
    setDownloading(true);
    try {
      const blob = await exportTalkDate(process.id, browserTimeZone(), slug);
      if (blob) saveFile(blob, `talk-${process.id}.ics`);
      else toast.showError();
    } catch {
      // 404 (NotFoundError, SPEC §8): the talk date went away meanwhile; the generic message says enough
      toast.showError();
    } finally {
      setDownloading(false);
    }
  }

  return (
    <header className="dpt-fb-header" data-testid="feedback-header">
      <div className="dpt-fb-title">
        <p className="dpt-fb-kicker">
          {t('feedbackPage.heading', {
            type,
            title: t(`processCommon.feedbackTypes.${feedback.feedbackType}`),
          })}
        </p>
        <h1>{title}</h1>
        <StatusTags process={process} />
      </div>
      <dl className="dpt-fields dpt-fb-facts">
        <dt>{t('processCommon.fields.employee')}</dt>
        <dd data-testid="feedback-recipient">{personName(process.recipient)}</dd>
        {feedback.donor && feedback.donor.id !== process.recipient?.id && (
          <>
            <dt>{t('processCommon.fields.donor')}</dt>
            <dd>{personName(feedback.donor)}</dd>
          </>
        )}
        <dt>{t('processCommon.fields.talkDate')}</dt>
        <dd className="dpt-fb-talk" data-testid="feedback-talk-date">
          {process.talkDate ? (
            <>
              <span>
                {t('processCommon.talkDateAt', {
                  date: dates.date(process.talkDate),
                  time: dates.time(process.talkDate),
                })}
              </span>
              {slug && (
                <Button
                  type="button"
                  text
                  size="small"
                  icon="pi pi-calendar-plus"
                  label={t('feedbackPage.actions.downloadIcs')}
                  aria-label={t('feedbackPage.actions.downloadIcsLabel')}
                  loading={downloading}
                  onClick={() => void download()}
                  className="dpt-no-print"
                  data-testid="talk-date-ics"
                />
              )}
            </>
          ) : (
            <span className="dpt-muted">{t('processCommon.noTalkDate')}</span>
          )}
        </dd>
        <dt>{t('processCommon.fields.timeWindow')}</dt>
        <dd>
          {t('processCommon.timeWindow', {
            start: dates.date(process.startDate),
            end: dates.date(process.endDate),
          })}
        </dd>
        {process.isClosed && process.closedReasonId !== null && (
          <>
            <dt>{t('processCommon.fields.closedReason')}</dt>
            <dd>{process.closedReason ?? t(`processCommon.closeReasons.${process.closedReasonId}`)}</dd>
          </>
        )}
        {slug && (process.isFinished || process.isClosed) && (
          <>
            <dt className="dpt-no-print">{archiveText.t('archive.heading')}</dt>
            <dd className="dpt-no-print" data-testid="feedback-archive">
              <ArchiveDocuments processId={process.id} slug={slug} />
            </dd>
          </>
        )}
      </dl>
    </header>
  );
}
