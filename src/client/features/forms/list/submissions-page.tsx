import { Message } from 'primereact/message';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import { ScaleSummaryTable } from './scale-summary-table';
import { SubmissionTexts } from './submission-texts';
import { useFormSubmissions } from './submissions-api';
import { useSubmissionsText } from './submissions-text';
import './submissions.css';

/**
 * The anonymous responses to one questionnaire's shared links: how many came in, and what the released ones say
 * together (scales summed up, free texts by question). Responses are released in whole blocks of the threshold,
 * oldest first, so neither a single response nor the difference between two visits singles one out.
 */
export function SubmissionsPage() {
  const { t } = useSubmissionsText();
  const { slug } = useSession();
  const { id = '' } = useParams();
  const { data, isLoading } = useFormSubmissions(Number(id), slug);
  return (
    <section className="dpt-page" data-testid="form-submissions-page">
      <Link to={`/${slug}/admin/forms`} className="dpt-back-link">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {t('formSubmissions.back')}
      </Link>
      {isLoading && <div aria-busy="true" />}
      {!isLoading && !data && <Message severity="error" text={t('formSubmissions.loadFailed')} />}
      {data && (
        <>
          <header className="dpt-page-header">
            <h1>{t('formSubmissions.title', { name: data.name })}</h1>
          </header>
          <p className="dpt-muted">{t('formSubmissions.intro', { threshold: data.threshold })}</p>
          <p data-testid="submission-count">
            <strong>{t('formSubmissions.count', { count: data.count })}</strong>
          </p>
          {data.count === 0 ? (
            <Message severity="info" text={t('formSubmissions.empty')} />
          ) : data.releasedCount === 0 ? (
            <Message
              severity="info"
              data-testid="submissions-withheld"
              text={t('formSubmissions.withheld', { threshold: data.threshold })}
            />
          ) : (
            <>
              <p data-testid="submissions-released">
                {t('formSubmissions.released', {
                  count: data.releasedCount,
                  next: data.releasedCount + data.threshold,
                })}
              </p>
              <div className="dpt-card">
                <h2>{t('formSubmissions.scales.title')}</h2>
                <ScaleSummaryTable scales={data.scales} />
              </div>
              <div className="dpt-card">
                <h2>{t('formSubmissions.texts.title')}</h2>
                <SubmissionTexts texts={data.texts} />
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
