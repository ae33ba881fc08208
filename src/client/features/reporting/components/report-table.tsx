import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { Report, ReportCell, ReportColumn } from '../../../../engine/api/reporting';
import { useReportingText } from '../text';

/** Pure. A cell as the table shows it: dates DD.MM.YYYY (SPEC §5), percentages with %, numbers localized. */
function formatCell(column: Pick<ReportColumn, 'type'>, value: ReportCell, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.type === 'date' && typeof value === 'string') {
    const [y, m, d] = value.split('-');
    return d && m && y ? `${d}.${m}.${y}` : value;
  }
  if (typeof value === 'number') {
    const text = value.toLocaleString(locale, { maximumFractionDigits: 2 });
    return column.type === 'percent' ? `${text} %` : text;
  }
  return value;
}

/** A report's rows in a sortable, paged table; the columns are the report's own (as in the downloads). */
export function ReportTable({ report, loading }: { report: Report | undefined; loading: boolean }) {
  const { t, locale } = useReportingText();
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
          body={(row: Record<string, ReportCell>) => formatCell(column, row[column.key] ?? null, locale)}
        />
      ))}
    </DataTable>
  );
}
