import { Message } from 'primereact/message';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import { ScaleSummaryTable } from './scale-summary-table';
import { useFormSubmissions } from './submissions-api';
import { useSubmissionsText } from './submissions-text';
import './submissions.css';
import { useDateFormat } from '../../../lib/i18n/use-date-format';

/** The anonymous responses to one questionnaire's shared links: how many, the scales summed up, each one. */
export function SubmissionsPage() {
  const { t } = useSubmissionsText();
  const dates = useDateFormat();
  const { slug } = useSession();
  const { id = '' } = useParams();
  const { data, isLoading } = useFormSubmissions(Number(id), slug);
  const when = (iso: string | null) => (iso ? dates.dateTime(iso) : '');
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
          <p className="dpt-muted">{t('formSubmissions.intro')}</p>
          <p data-testid="submission-count">
            <strong>{t('formSubmissions.count', { count: data.count })}</strong>
          </p>
          {data.count === 0 ? (
            <Message severity="info" text={t('formSubmissions.empty')} />
          ) : (
            <>
              <div className="dpt-card">
                <h2>{t('formSubmissions.scales.title')}</h2>
                <ScaleSummaryTable scales={data.scales} />
              </div>
              <div className="dpt-card">
                <h2 id="submission-list-title">{t('formSubmissions.list.title')}</h2>
                <div className="dpt-subm-scroll">
                  <table
                    className="dpt-plain-table dpt-subm-table"
                    aria-labelledby="submission-list-title"
                    data-testid="submission-list"
                  >
                    <thead>
                      <tr>
                        <th scope="col">{t('formSubmissions.list.submittedAt')}</th>
                        <th scope="col">{t('formSubmissions.list.version')}</th>
                        <th scope="col">
                          <span className="p-hidden-accessible">{t('formSubmissions.list.view')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.submissions.map((s) => (
                        <tr key={s.feedbackId}>
                          <td>{when(s.submittedAt)}</td>
                          <td>{s.version}</td>
                          <td>
                            <Link
                              to={`/${slug}/admin/form/submissions/feedback/${s.feedbackId}`}
                              aria-label={t('formSubmissions.list.open', { date: when(s.submittedAt) })}
                              data-testid={`submission-open-${s.feedbackId}`}
                            >
                              {t('formSubmissions.list.view')}
                            </Link>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
