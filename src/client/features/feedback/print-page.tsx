import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { FEEDBACK_TYPES } from '../../../engine/constants';
import { localized } from '../../process-common/labels';
import { useAnonymousFeedbackView, useFeedbackView } from './api';
import { ComparisonView } from './components/comparison-view';
import { FeedbackFormPanel } from './components/feedback-form-panel';
import { FeedbackHeader } from './components/feedback-header';
import { LoadProblem } from './components/load-problem';
import { useFeedbackText } from './text';
import './feedback.css';
import { useDateFormat } from '../../lib/i18n/use-date-format';

/**
 * /{slug}/print/{id}/{accessToken?}: the narrow print layout (SPEC §2) of a feedback — the header and the
 * form in print mode (or the comparison) — good on paper and as PDF. With an access token it needs no sign-in.
 */
export function PrintPage() {
  const { t, locale } = useFeedbackText();
  const dates = useDateFormat();
  const { slug = '', id = '', accessToken } = useParams();
  const feedbackId = Number(id);
  const access = useMemo(() => ({ slug, accessToken }), [slug, accessToken]);
  // with an access token the page prints an anonymous feedback (no process), otherwise a process feedback
  const processLoad = useFeedbackView(accessToken ? 0 : feedbackId, access).data;
  const anonymousLoad = useAnonymousFeedbackView(accessToken ? feedbackId : 0, {
    slug,
    accessToken: accessToken ?? '',
  }).data;
  const data = accessToken ? anonymousLoad : processLoad;
  const view = processLoad?.kind === 'ok' && !accessToken ? processLoad.view : undefined;
  const anonymousView = anonymousLoad?.kind === 'ok' && accessToken ? anonymousLoad.view : undefined;
  const heading = view
    ? t('feedbackPage.heading', {
        type: t(`processTypes.${view.process.processType}`),
        title: localized(view.process.title, locale),
      })
    : (anonymousView?.form?.name ?? '');

  useEffect(() => {
    // the document title becomes the PDF's default file name
    if (heading) document.title = heading;
  }, [heading]);

  if (!data) return <div className="dpt-print" aria-busy="true" />;
  return (
    <main className="dpt-print" data-testid="print-page">
      <div className="dpt-print-toolbar dpt-no-print">
        <Button
          type="button"
          icon="pi pi-print"
          label={t('feedbackPage.print.button')}
          onClick={() => window.print()}
        />
        <Button type="button" text label={t('feedbackPage.print.close')} onClick={() => window.close()} />
      </div>
      {data.kind !== 'ok' ? (
        <LoadProblem load={data} t={t} />
      ) : anonymousView?.form ? (
        <>
          <h1>{heading}</h1>
          <FeedbackFormPanel view={anonymousView} access={access} mode="print" />
        </>
      ) : view && view.feedback.feedbackType === FEEDBACK_TYPES.comparison ? (
        <>
          <FeedbackHeader process={view.process} feedback={view.feedback} />
          <ComparisonView view={view} />
        </>
      ) : view?.form ? (
        <>
          <FeedbackHeader process={view.process} feedback={view.feedback} />
          <FeedbackFormPanel view={view} access={access} mode="print" />
        </>
      ) : (
        <Message severity="info" text={t('feedbackPage.print.notAvailable')} />
      )}
      <p className="dpt-print-footer">
        {t('feedbackPage.print.printedOn', { date: dates.date(new Date()) })}
      </p>
    </main>
  );
}
