import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { Report, ReportCell, ReportColumn } from '../../../../engine/api/reporting';
import type { DateFormat } from '../../../../engine/format/dates';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { useReportingText } from '../text';

/** Pure. A cell as the table shows it: dates as the app shows them, percentages with %, numbers localized. */
function formatCell(column: Pick<ReportColumn, 'type'>, value: ReportCell, dates: DateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.type === 'date' && typeof value === 'string') return dates.date(value);
  if (typeof value === 'number') {
    const text = value.toLocaleString(dates.locale, { maximumFractionDigits: 2 });
    return column.type === 'percent' ? `${text} %` : text;
  }
  return value;
}

/** A report's rows in a sortable, paged table; the columns are the report's own (as in the downloads). */
export function ReportTable({ report, loading }: { report: Report | undefined; loading: boolean }) {
  const { t } = useReportingText();
  const dates = useDateFormat();
  const rows = report?.rows ?? [];
  return (
    <DataTable
      value={rows}
      loading={loading}
      paginator={rows.length > 50}
      rows={50}
      sortMode="single"
      removableSort
      scrollable
      size="small"
      stripedRows
      emptyMessage={t('reporting.table.empty')}
      data-testid="report-table"
      className="dpt-rp-table"
    >
      {(report?.columns ?? []).map((column) => (
        <Column
          key={column.key}
          field={column.key}
          header={column.title}
          sortable
          align={column.type === 'text' ? 'left' : 'right'}
          body={(row: Record<string, ReportCell>) => formatCell(column, row[column.key] ?? null, dates)}
        />
      ))}
    </DataTable>
  );
}
