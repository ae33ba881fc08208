import { Dropdown } from 'primereact/dropdown';
import { PROCESS_TYPES } from '../../../../engine/constants';
import type { ReportName } from '../../../../engine/reporting';
import { useSession } from '../../../lib/session/session-context';
import type { Report } from '../../../../engine/api/reporting';
import { downloadReport, useReport, useReportOptions } from '../api';
import { ReportChart } from '../components/report-chart';
import { ReportFilters } from '../components/report-filters';
import { ReportShell } from '../components/report-shell';
import { useReportingText } from '../text';
import { useReportFilters } from '../use-report-filters';
import '../reporting.css';

type SimpleReport = Exclude<ReportName, 'status-report' | 'field-value-report'>;

/** What each per-process report counts in its chart, and the talkrounds of which process types it offers. */
const CHARTS: Record<SimpleReport, { key: string; series?: string; processTypes: number[] }> = {
  'pdp-report': { key: 'status', series: 'documentState', processTypes: [PROCESS_TYPES.PDP] },
  'career-development': { key: 'careerPath', series: 'result', processTypes: [PROCESS_TYPES.PROMOTION] },
  'pdc-actions': { key: 'status', series: 'kind', processTypes: [PROCESS_TYPES.PDC, PROCESS_TYPES.EDC] },
  'ehg-actions': { key: 'status', series: 'kind', processTypes: [PROCESS_TYPES.EHG] },
};

/** Pure. Counts of the rows by one column, split into series by another (for a stacked bar). */
function countBy(report: Report | undefined, key: string, series?: string) {
  const labels: string[] = [];
  const names: string[] = [];
  const counts = new Map<string, number>();
  for (const row of report?.rows ?? []) {
    const label = String(row[key] ?? '–') || '–';
    const name = series ? String(row[series] ?? '–') || '–' : '';
    if (!labels.includes(label)) labels.push(label);
    if (!names.includes(name)) names.push(name);
    counts.set(`${label}\u0000${name}`, (counts.get(`${label}\u0000${name}`) ?? 0) + 1);
  }
  return {
    labels,
    series: names.map((name) => ({
      label: name,
      values: labels.map((label) => counts.get(`${label}\u0000${name}`) ?? 0),
    })),
  };
}

/** The PDP, career development and action reports: filters, a chart of counts, the table and downloads. */
function SimpleReportPage({ name }: { name: SimpleReport }) {
  const { t, locale } = useReportingText();
  const { slug } = useSession();
  const withType = name === 'pdc-actions';
  const filters = useReportFilters(withType ? ['processType'] : []);
  const options = useReportOptions(slug);
  const report = useReport(slug, name, filters.values, locale);
  const chart = CHARTS[name];
  const counted = countBy(report.data ?? undefined, chart.key, chart.series);
  const processType = filters.values.processType ? Number(filters.values.processType) : undefined;
  const columnTitle = (key: string) => report.data?.columns.find((c) => c.key === key)?.title ?? key;
  const chartTitle = chart.series
    ? t('reporting.chart.countBySplit', { key: columnTitle(chart.key), series: columnTitle(chart.series) })
    : t('reporting.chart.countBy', { key: columnTitle(chart.key) });
  return (
    <ReportShell
      name={name}
      report={report.data}
      loading={report.isLoading || report.isValidating}
      onDownload={(format) => downloadReport(slug, name, filters.values, format)}
      filters={
        <ReportFilters
          options={options.data}
          values={filters.values}
          onChange={filters.set}
          onReset={filters.reset}
          processTypes={processType ? [processType] : chart.processTypes}
        >
          {withType && (
            <label className="dpt-stacked-field dpt-rp-field">
              <span>{t('reporting.processType.label')}</span>
              <Dropdown
                value={filters.values.processType ?? ''}
                options={[
                  { label: t('reporting.processType.all'), value: '' },
                  { label: t('reporting.processType.5'), value: '5' },
                  { label: t('reporting.processType.6'), value: '6' },
                ]}
                onChange={(e) => filters.set({ processType: (e.value as string) || null })}
                data-testid="report-process-type"
              />
            </label>
          )}
        </ReportFilters>
      }
      chart={<ReportChart kind="bar" title={chartTitle} labels={counted.labels} series={counted.series} />}
    />
  );
}

export const PdpReportPage = () => <SimpleReportPage name="pdp-report" />;
export const CareerReportPage = () => <SimpleReportPage name="career-development" />;
export const PdcActionsPage = () => <SimpleReportPage name="pdc-actions" />;
export const EhgActionsPage = () => <SimpleReportPage name="ehg-actions" />;
