import { Button } from 'primereact/button';
import { DataTable, type DataTablePageEvent, type DataTableValue } from 'primereact/datatable';
import { Message } from 'primereact/message';
import type { ReactNode } from 'react';
import { listTable } from '../list-table';
import type { LogTableState } from './use-log-filters';
import './log-table.css';

/** A page of a log: undefined while the first one loads, null when it failed (SPEC §8: failures resolve null). */
export type LogPage<Row> = { rows: Row[]; total: number } | null | undefined;

type Props<Row> = {
  /** the table is `{testId}-table`, the count of entries `{testId}-count` */
  testId: string;
  /** the filters and the page shown (useLogFilters) */
  state: LogTableState;
  /** the page's filter fields (LogFilter, DayRangeFilters), before the reset button */
  fields: ReactNode;
  page: LogPage<Row>;
  /** how the page's request is going, as SWR says */
  request: { isLoading: boolean; isValidating: boolean };
  texts: { reset: string; empty: string; loadFailed: string; count: (total: number) => string };
  /** a title above the filters with the count beside it; without one, the count stands below the filters */
  heading?: string;
  /** buttons beside the count below the filters (downloads of the filtered log) */
  actions?: ReactNode;
  /** the language: PrimeReact keeps rendered rows while the value is the same, so a new language redraws them */
  locale: string;
  /** the Columns */
  children: ReactNode;
};

/**
 * A card with a log's filters, its count of entries and one page of it, paged by the server (the filters and
 * the page go to the API; the table shows what comes back). A new page keeps the shown one until it comes.
 */
export function LogTable<Row extends DataTableValue>(props: Props<Row>) {
  const { testId, state, fields, page, request, texts, heading, actions, locale, children } = props;
  const count = page && (
    <span className="dpt-muted" data-testid={`${testId}-count`}>
      {texts.count(page.total)}
    </span>
  );
  return (
    <div className="dpt-card">
      {heading !== undefined && (
        <div className="dpt-card-header">
          <h2>{heading}</h2>
          {count}
        </div>
      )}
      <div className="dpt-log-filters">
        {fields}
        <Button
          type="button"
          icon="pi pi-filter-slash"
          label={texts.reset}
          text
          onClick={state.reset}
          disabled={state.pristine}
          data-testid="filter-reset"
        />
      </div>
      {heading === undefined && (
        <div className="dpt-log-toolbar">
          {count}
          {actions && <div className="dpt-log-actions">{actions}</div>}
        </div>
      )}
      {!request.isLoading && page === null && <Message severity="error" text={texts.loadFailed} />}
      <div className="dpt-log-table">
        <DataTable
          key={locale}
          value={page?.rows ?? []}
          dataKey="id"
          lazy
          paginator
          first={state.first}
          rows={state.pageSize}
          totalRecords={page?.total ?? 0}
          onPage={(e: DataTablePageEvent) => state.setFirst(e.first)}
          loading={request.isLoading || request.isValidating}
          size="small"
          stripedRows
          emptyMessage={texts.empty}
          {...listTable('md')}
          data-testid={`${testId}-table`}
        >
          {children}
        </DataTable>
      </div>
    </div>
  );
}
