import { Link } from 'react-router-dom';
import { REPORTS, type ReportName } from '../../../../engine/reporting';
import { useSession } from '../../../lib/session/session-context';
import { useReportOptions } from '../api';
import { useReportingText } from '../text';
import '../reporting.css';
import { Page } from '../../../components/page';

/** The first page of each report (the status and field value reports start at MAFEG, by unit). */
const REPORT_PATHS: Record<ReportName, string> = {
  'status-report': 'status-report/1/1',
  'pdp-report': 'pdp-report',
  'field-value-report': 'field-value-report/1/1',
  'career-development': 'career-development',
  'pdc-actions': 'pdc-actions',
  'ehg-actions': 'ehg-actions',
};

/** /{slug}/reporting: the six reports, each with a sentence saying what it answers. */
export function ReportingHomePage() {
  const { t } = useReportingText();
  const { slug } = useSession();
  const options = useReportOptions(slug);
  const scope = options.data?.scope;
  return (
    <Page title={t('reporting.home.title')} testId="reporting-home" className="dpt-rp-page">
      <p className="dpt-rp-intro">
        {t('reporting.home.intro')}{' '}
        {scope && t(scope === 'line' ? 'reporting.home.scopeLine' : 'reporting.home.scopeOrganization')}
      </p>
      <ul className="dpt-rp-cards">
        {REPORTS.map((name) => (
          <li key={name}>
            <Link
              to={`/${slug}/reporting/${REPORT_PATHS[name]}`}
              className="dpt-card dpt-rp-card"
              data-testid={`report-card-${name}`}
            >
              <h2>{t(`reporting.reports.${name}.title`)}</h2>
              <p>{t(`reporting.reports.${name}.sentence`)}</p>
              <span aria-hidden="true">
                {t('reporting.home.open')} <i className="pi pi-arrow-right" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
