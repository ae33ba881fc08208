import dayjs from 'dayjs';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useId, useMemo, useState } from 'react';
import { ERROR_LOG_TYPE_IDS, type ErrorLogExportFormat, type ErrorLogType } from '../../../engine/error-log';
import { useDateFormat } from '../../lib/i18n/use-date-format';
import { useSession } from '../../lib/session/session-context';
import { useToast } from '../../lib/toast/toast-context';
import { saveFile } from '../../process-common/dates';
import type { ErrorLogEntry, ErrorLogFilterQuery } from '../../../engine/api/error-log';
import { downloadErrorLog, useErrorLog, useErrorLogUsers } from './api';
import { useErrorLogText } from './text';
import './error-log.css';
import { listTable } from '../../components/list-table';
import { dateToIso, isoToDate } from '../../forms/dates';
import { DateInput } from '../../forms/widgets/date-input';

const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Filters = {
  type: ErrorLogType | null;
  userId: number | null;
  from: Date | null;
  to: Date | null;
  errorId: string;
};
const NO_FILTERS: Filters = { type: null, userId: null, from: null, to: null, errorId: '' };

/** Pure. The filters as the API takes them: whole days in the browser's time zone (`to` inclusive). */
function toErrorLogFilter(filters: Filters): ErrorLogFilterQuery {
  const errorId = filters.errorId.trim();
  return {
    ...(filters.type !== null ? { type: filters.type } : {}),
    ...(filters.userId !== null ? { userId: filters.userId } : {}),
    ...(filters.from ? { from: dayjs(filters.from).startOf('day').toISOString() } : {}),
    ...(filters.to ? { to: dayjs(filters.to).startOf('day').add(1, 'day').toISOString() } : {}),
    ...(UUID.test(errorId) ? { errorId: errorId.toLowerCase() } : {}),
  };
}

type Severity = 'danger' | 'warning' | 'info' | 'secondary';
const SEVERITY: Record<number, Severity> = {
  1: 'warning',
  2: 'info',
  3: 'info',
  403: 'warning',
  404: 'secondary',
  500: 'danger',
};

/**
 * /{slug}/admin/error-log (error_log area, SPEC §2): the organization's error log filtered by type, user, days
 * and error id, paged, with the filtered list as an Excel or CSV download.
 */
export function ErrorLogPage() {
  const { t, locale } = useErrorLogText();
  const dates = useDateFormat();
  const { slug } = useSession();
  const toast = useToast();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [first, setFirst] = useState(0);
  const [exporting, setExporting] = useState<ErrorLogExportFormat | null>(null);
  const filter = useMemo(() => toErrorLogFilter(filters), [filters]);
  const log = useErrorLog(slug, filter, first / PAGE_SIZE, PAGE_SIZE);
  const users = useErrorLogUsers(slug);

  const typeOptions = ERROR_LOG_TYPE_IDS.map((id) => ({
    value: id,
    label: `${id} · ${t(`errorLog.types.${id}`)}`,
  }));
  const userOptions = (users.data?.users ?? []).map((u) => ({
    value: u.id,
    label: `${u.lastName}, ${u.firstName} (${u.shorthand})`,
  }));
  const filterId = useId();
  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setFirst(0);
  };

  const download = async (format: ErrorLogExportFormat) => {
    setExporting(format);
    try {
      const blob = await downloadErrorLog(filter, format);
      if (blob) saveFile(blob, `error-log-${dayjs().format('YYYY-MM-DD')}.${format}`);
      else toast.showError();
    } catch {
      toast.showError();
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className="dpt-page dpt-el-page" data-testid="error-log-page">
      <header className="dpt-page-header">
        <h1>{t('errorLog.title')}</h1>
      </header>
      <p className="dpt-muted">{t('errorLog.intro')}</p>
      <div className="dpt-card">
        <div className="dpt-el-filters">
          <label className="dpt-el-field">
            <span>{t('errorLog.filters.type')}</span>
            <Dropdown
              value={filters.type}
              options={typeOptions}
              onChange={(e) => change({ type: (e.value as ErrorLogType | null) ?? null })}
              showClear
              placeholder={t('errorLog.filters.any')}
              data-testid="filter-type"
            />
          </label>
          <label className="dpt-el-field">
            <span>{t('errorLog.filters.user')}</span>
            <Dropdown
              value={filters.userId}
              options={userOptions}
              onChange={(e) => change({ userId: (e.value as number | null) ?? null })}
              filter
              showClear
              placeholder={t('errorLog.filters.any')}
              emptyFilterMessage=" "
              loading={users.isLoading}
              data-testid="filter-user"
            />
          </label>
          <label className="dpt-el-field dpt-el-date">
            <span>{t('errorLog.filters.from')}</span>
            <DateInput
              id={`${filterId}-from`}
              value={filters.from ? dateToIso(filters.from) : undefined}
              compact
              onCommit={(iso) => change({ from: isoToDate(iso) })}
            />
          </label>
          <label className="dpt-el-field dpt-el-date">
            <span>{t('errorLog.filters.to')}</span>
            <DateInput
              id={`${filterId}-to`}
              value={filters.to ? dateToIso(filters.to) : undefined}
              compact
              onCommit={(iso) => change({ to: isoToDate(iso) })}
            />
          </label>
          <label className="dpt-el-field">
            <span>{t('errorLog.filters.errorId')}</span>
            <InputText
              value={filters.errorId}
              maxLength={36}
              onChange={(e) => change({ errorId: e.target.value })}
              invalid={filters.errorId.trim() !== '' && !UUID.test(filters.errorId.trim())}
              data-testid="filter-error-id"
            />
          </label>
          <Button
            type="button"
            icon="pi pi-filter-slash"
            label={t('errorLog.filters.reset')}
            text
            onClick={() => change(NO_FILTERS)}
            disabled={filters === NO_FILTERS}
            data-testid="filter-reset"
          />
        </div>
        <div className="dpt-el-toolbar">
          {log.data && (
            <span className="dpt-muted" data-testid="error-log-count">
              {t('errorLog.count', { count: log.data.errorsCount })}
            </span>
          )}
          <div className="dpt-el-exports">
            <Button
              type="button"
              icon="pi pi-file-excel"
              label={t('errorLog.export.xlsx')}
              outlined
              loading={exporting === 'xlsx'}
              disabled={exporting !== null}
              onClick={() => void download('xlsx')}
              data-testid="export-xlsx"
            />
            <Button
              type="button"
              icon="pi pi-file"
              label={t('errorLog.export.csv')}
              outlined
              loading={exporting === 'csv'}
              disabled={exporting !== null}
              onClick={() => void download('csv')}
              data-testid="export-csv"
            />
          </div>
        </div>
        {!log.isLoading && log.data === null && <Message severity="error" text={t('errorLog.loadFailed')} />}
        <div className="dpt-el-table">
          <DataTable
            key={locale}
            value={log.data?.errors ?? []}
            dataKey="id"
            lazy
            paginator
            first={first}
            rows={PAGE_SIZE}
            totalRecords={log.data?.errorsCount ?? 0}
            onPage={(e: DataTablePageEvent) => setFirst(e.first)}
            loading={log.isLoading || log.isValidating}
            size="small"
            stripedRows
            emptyMessage={t('errorLog.empty')}
            {...listTable('md')}
            data-testid="error-log-table"
          >
            <Column
              header={t('errorLog.columns.date')}
              body={(e: ErrorLogEntry) => dates.dateTime(e.date, { seconds: true })}
            />
            <Column
              header={t('errorLog.columns.type')}
              body={(e: ErrorLogEntry) => (
                <Tag severity={SEVERITY[e.type] ?? 'secondary'} value={t(`errorLog.types.${e.type}`)} />
              )}
            />
            <Column
              header={t('errorLog.columns.user')}
              body={(e: ErrorLogEntry) => (e.user ? `${e.user.firstName} ${e.user.lastName}` : '')}
            />
            <Column
              header={t('errorLog.columns.description')}
              body={(e: ErrorLogEntry) => <span className="dpt-el-description">{e.description}</span>}
            />
            <Column
              header={t('errorLog.columns.errorId')}
              body={(e: ErrorLogEntry) => (e.errorId ? <code className="dpt-el-id">{e.errorId}</code> : '')}
            />
          </DataTable>
        </div>
      </div>
    </section>
  );
}
