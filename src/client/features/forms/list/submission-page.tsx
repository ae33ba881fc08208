import { Message } from 'primereact/message';
import { Link, useParams } from 'react-router-dom';
import { QuestionnaireForm } from '../../../forms/questionnaire-form';
import { useSession } from '../../../lib/session/session-context';
import { useSubmission } from './submissions-api';
import { useSubmissionsText } from './submissions-text';
import './submissions.css';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

/**
 * One anonymous response, read-only, for the person who shared the link: the questionnaire version it was
 * given on, drawn by the one renderer (a grouping whose condition the answers do not meet stays hidden).
 */
export function SubmissionPage() {
  const { t, locale } = useSubmissionsText();
  const dates = useDateFormat();
  const { slug } = useSession();
  const { feedbackId = '' } = useParams();
  const { data } = useSubmission(Number(feedbackId), slug);
  const view = data?.kind === 'ok' ? data.view : undefined;
  const formId = view?.feedback.formId;
  const at = view?.feedback.submittedAt;
  return (
    <section className="dpt-page" data-testid="form-submission-page">
      <Link
        to={formId ? `/${slug}/admin/form/submissions/${formId}` : `/${slug}/admin/forms`}
        className="dpt-back-link"
      >
        <i className="pi pi-arrow-left" aria-hidden="true" />{' '}
        {t(formId ? 'formSubmissions.submission.back' : 'formSubmissions.back')}
      </Link>
      {!data && <div aria-busy="true" />}
      {data?.kind === 'notFound' && (
        <Message severity="warn" text={t('formSubmissions.submission.notFound')} />
      )}
      {data?.kind === 'failed' && <Message severity="error" text={t('formSubmissions.loadFailed')} />}
      {view && (
        <>
          <header className="dpt-page-header">
            <h1>
              {t('formSubmissions.submission.title')}
              {view.form ? `: ${view.form.name}` : ''}
            </h1>
          </header>
          {at && (
            <p>
              {t('formSubmissions.submission.submittedAt', {
                date: dates.dateTime(at),
              })}
            </p>
          )}
          <p className="dpt-muted dpt-subm-readonly" data-testid="read-only-note">
            <i className="pi pi-lock" aria-hidden="true" /> {t('formSubmissions.submission.readOnly')}
          </p>
          {view.form && (
            <div className="dpt-card">
              <QuestionnaireForm
                questionnaire={view.form}
                locale={locale}
                mode="readOnly"
                values={view.values}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
