import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PROCESS_TYPE_IDS } from '../../../../engine/constants';
import { useSession } from '../../../lib/session/session-context';
import { downloadReport, useReport, useReportOptions } from '../api';
import { ReportChart } from '../components/report-chart';
import { ReportFilters } from '../components/report-filters';
import { ReportShell } from '../components/report-shell';
import { useReportingText } from '../text';
import { useReportFilters } from '../use-report-filters';
import '../reporting.css';

const GROUPS = ['group0', 'group10', 'group20', 'group99', 'group999'] as const;

/** /{slug}/reporting/status-report/{reportType}/{processType}: processes per status, by unit or supervisor. */
export function StatusReportPage() {
  const { t, locale } = useReportingText();
  const { slug } = useSession();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const reportType = Number(params.reportType);
  const processType = Number(params.processType);
  const filters = useReportFilters();
  const options = useReportOptions(slug);
  const path = `status-report/${reportType}/${processType}`;
  const report = useReport(slug, path, filters.values, locale);
  const go = (type: number, process: number) =>
    navigate(`/${slug}/reporting/status-report/${type}/${process}${location.search}`, { replace: true });
  const data = report.data ?? undefined;
  const top = [...(data?.rows ?? [])].sort((a, b) => Number(b.total) - Number(a.total)).slice(0, 15);
  const titles = new Map((data?.columns ?? []).map((c) => [c.key, c.title]));
  return (
    <ReportShell
      name="status-report"
      report={report.data}
      loading={report.isLoading || report.isValidating}
      onDownload={(format) => downloadReport(slug, path, filters.values, format)}
      switcher={
        <div className="dpt-rp-switcher dpt-rp-field">
          <SelectButton
            value={reportType}
            options={[1, 2].map((v) => ({ label: t(`reporting.reportType.status.${v}`), value: v }))}
            onChange={(e) => e.value && go(Number(e.value), processType)}
            allowEmpty={false}
            data-testid="report-type"
          />
        </div>
      }
      filters={
        <ReportFilters
          options={options.data}
          values={filters.values}
          onChange={filters.set}
          onReset={filters.reset}
          processTypes={[processType]}
        >
          <label className="dpt-rp-field">
            <span>{t('reporting.processType.label')}</span>
            <Dropdown
              value={processType}
              options={PROCESS_TYPE_IDS.map((id) => ({ label: t(`reporting.processType.${id}`), value: id }))}
              onChange={(e) => go(reportType, Number(e.value))}
              data-testid="report-process-type"
            />
          </label>
        </ReportFilters>
      }
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
