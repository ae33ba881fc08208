import { useSession } from '../../../lib/session/session-context';
import { downloadReport, useReport, useReportOptions } from '../api';
import { ReportChart } from '../components/report-chart';
import { TypedReportShell } from '../components/typed-report-shell';
import { useReportingText } from '../text';
import { useTypedReport } from '../use-typed-report';
import '../reporting.css';

const GROUPS = ['group0', 'group10', 'group20', 'group99', 'group999'] as const;

/** /{slug}/reporting/status-report/{reportType}/{processType}: processes per status, by unit or supervisor. */
export function StatusReportPage() {
  const { t, locale } = useReportingText();
  const { slug } = useSession();
  const typed = useTypedReport('status-report');
  const { path, filters } = typed;
  const options = useReportOptions(slug);
  const report = useReport(slug, path, filters.values, locale);
  const data = report.data ?? undefined;
  const top = [...(data?.rows ?? [])].sort((a, b) => Number(b.total) - Number(a.total)).slice(0, 15);
  const titles = new Map((data?.columns ?? []).map((c) => [c.key, c.title]));
  return (
    <TypedReportShell
      typed={typed}
      options={options.data}
      report={report.data}
      loading={report.isLoading || report.isValidating}
      onDownload={(format) => downloadReport(slug, path, filters.values, format)}
      chart={
        <ReportChart
          kind="bar"
          title={t('reporting.chart.processes')}
          labels={top.map((r) => String(r.group))}
          series={GROUPS.map((g) => ({
            label: titles.get(g) ?? g,
            values: top.map((r) => Number(r[g] ?? 0)),
          }))}
        />
      }
    />
  );
}
