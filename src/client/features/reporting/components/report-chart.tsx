import { Chart } from 'primereact/chart';
import { useId } from 'react';
import { useTheme } from '../../../lib/theme/theme-context';
import { useReportingText } from '../text';

export type ChartSeries = { label: string; values: number[] };

/** The organization's colours (CSS variables of the current mode), then tints of them for more series. */
function palette(): { colors: string[]; text: string; grid: string } {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const base = [
    read('--dpt-primary', '#002776'),
    read('--dpt-secondary', '#009fda'),
    read('--dpt-accent', '#f59e0b'),
  ];
  const colors = [...base, ...base.map((c) => `color-mix(in srgb, ${c} 55%, #888888)`)];
  return { colors, text: read('--text-color', '#333333'), grid: read('--surface-border', '#dddddd') };
}

/**
 * A bar chart (stacked when there are several series) or a doughnut of one series, in the organization's
 * colours; it redraws when the mode changes so that light and dark both read well. The canvas is named by a
 * summary and described by a visually hidden table of the same figures: its text alternative.
 */
export function ReportChart({
  kind,
  labels,
  series,
  title,
}: {
  kind: 'bar' | 'doughnut';
  labels: string[];
  series: ChartSeries[];
  title: string;
}) {
  const { mode } = useTheme();
  const { t } = useReportingText();
  const id = useId();
  if (labels.length === 0 || series.length === 0) return null;
  const { colors, text, grid } = palette();
  const color = (i: number) => colors[i % colors.length]!;
  const data = {
    labels,
    datasets: series.map((s, i) => ({
      label: s.label,
      data: s.values,
      backgroundColor: kind === 'doughnut' ? labels.map((_, j) => color(j)) : color(i),
      borderColor: kind === 'doughnut' ? 'transparent' : color(i),
    })),
  };
  const options =
    kind === 'bar'
      ? {
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { labels: { color: text } } },
          scales: {
            x: { stacked: true, ticks: { color: text }, grid: { color: grid } },
            y: {
              stacked: true,
              beginAtZero: true,
              ticks: { color: text, precision: 0 },
              grid: { color: grid },
            },
          },
        }
      : {
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom', labels: { color: text } } },
        };
  const total = series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);
  const summary = t('reporting.chart.summary', { title, count: labels.length, total });
  return (
    <figure className="dpt-card dpt-rp-chart" aria-labelledby={`${id}-caption`} data-testid="report-chart">
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <div className="dpt-rp-chart-canvas">
        <Chart
          key={mode}
          type={kind}
          data={data}
          options={options}
          style={{ height: '100%' }}
          ariaLabel={summary}
          pt={{ canvas: { 'aria-describedby': `${id}-figures` } }}
        />
      </div>
      {/* hidden by a wrapping block: a table box ignores width and overflow, so hidden itself it widens the page */}
      <div className="dpt-visually-hidden">
        <table id={`${id}-figures`} data-testid="report-chart-figures">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reporting.chart.group')}</th>
              {series.map((s, i) => (
                <th scope="col" key={i}>
                  {s.label || t('reporting.chart.count')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={row}>
                <th scope="row">{label}</th>
                {series.map((s, i) => (
                  <td key={i}>{s.values[row] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
