import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ReportName } from '../../../../engine/reporting';
import { useSession } from '../../../lib/session/session-context';
import { DownloadButtons, type DownloadFormat } from '../../../components/download-buttons';
import type { Report } from '../../../../engine/api/reporting';
import { useReportingText } from '../text';
import { ReportTable } from './report-table';

type Props = {
  name: ReportName;
  /** null: the report failed to load (SPEC §8: failures resolve null) */
  report: Report | null | undefined;
  loading: boolean;
  /** runs the download in a format; false when it failed */
  onDownload: ((format: DownloadFormat) => Promise<boolean>) | null;
  switcher?: ReactNode;
  filters: ReactNode;
  chart?: ReactNode;
  /** shown instead of the table when the report needs a choice first */
  placeholder?: string;
};

/** The frame of every report page: title, switches, filters, downloads, a progress bar, chart and table. */
export function ReportShell({
  name,
  report,
  loading,
  onDownload,
  switcher,
  filters,
  chart,
  placeholder,
}: Props) {
  const { t } = useReportingText();
  const { slug } = useSession();
  // the address the shown rows answer; absent while newer rows load (keepPreviousData shows the old ones)
  const location = useLocation();
  const shownFor = loading ? undefined : `${location.pathname}${location.search}`;
  return (
    <section className="dpt-page dpt-rp-page" data-testid={`report-${name}`}>
      <nav className="dpt-rp-back">
        <Link to={`/${slug}/reporting`}>
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t('reporting.back')}
        </Link>
      </nav>
      <header className="dpt-page-header dpt-rp-header">
        <h1>{t(`reporting.reports.${name}.title`)}</h1>
        <div className="dpt-rp-downloads">
          <DownloadButtons
            labels={{ xlsx: t('reporting.download.xlsx'), csv: t('reporting.download.csv') }}
            onDownload={onDownload}
            testId="report-download"
          />
        </div>
      </header>
      <p className="dpt-rp-intro">{t(`reporting.reports.${name}.sentence`)}</p>
      {switcher}
      {filters}
      {loading && (
        <ProgressBar
          mode="indeterminate"
          className="dpt-rp-progress"
          aria-label={t('reporting.table.loading')}
        />
      )}
      {report === null && <Message severity="error" text={t('reporting.table.failed')} />}
      {placeholder ? (
        <Message severity="info" text={placeholder} className="dpt-rp-placeholder" />
      ) : (
        <>
          {report && (
            <p className="dpt-rp-meta" data-testid="report-meta">
              {t('reporting.table.rows', { count: report.rows.length })} ·{' '}
              {t(report.scope === 'line' ? 'reporting.home.scopeLine' : 'reporting.home.scopeOrganization')}
              {name === 'field-value-report' && (
                <> · {t('reporting.table.threshold', { threshold: report.threshold })}</>
              )}
            </p>
          )}
          {chart}
          <div className="dpt-card" aria-busy={loading} data-shown-for={shownFor}>
            <ReportTable report={report ?? undefined} loading={loading} />
          </div>
        </>
      )}
    </section>
  );
}
