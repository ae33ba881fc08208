import dayjs from 'dayjs';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { ERROR_LOG_TYPE_IDS, type ErrorLogExportFormat, type ErrorLogType } from '../../../engine/error-log';
import { useDateFormat } from '../../lib/i18n/use-date-format';
import { useSession } from '../../lib/session/session-context';
import { saveFile } from '../../process-common/dates';
import type { ErrorLogEntry, ErrorLogFilterQuery } from '../../../engine/api/error-log';
import { downloadErrorLog, useErrorLog, useErrorLogUsers } from './api';
import { useErrorLogText } from './text';
import './error-log.css';
import { DownloadButtons } from '../../components/download-buttons';
import { DayRangeFilters } from '../../components/log-table/day-range-filters';
import { dayRangeQuery, type DayRange } from '../../components/log-table/day-range';
import { LogFilter } from '../../components/log-table/log-filter';
import { LogTable } from '../../components/log-table/log-table';
import { useLogFilters } from '../../components/log-table/use-log-filters';
import { Page } from '../../components/page';

const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Filters = DayRange & {
  type: ErrorLogType | null;
  userId: number | null;
  errorId: string;
};
const NO_FILTERS: Filters = { type: null, userId: null, from: null, to: null, errorId: '' };

/** Pure. The filters as the API takes them (an error id only once it is a whole one). */
function toErrorLogFilter(filters: Filters): ErrorLogFilterQuery {
  const errorId = filters.errorId.trim();
  return {
    ...(filters.type !== null ? { type: filters.type } : {}),
    ...(filters.userId !== null ? { userId: filters.userId } : {}),
    ...dayRangeQuery(filters),
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
  const filters = useLogFilters(NO_FILTERS, PAGE_SIZE);
  const { values, change } = filters;
  const filter = useMemo(() => toErrorLogFilter(filters.values), [filters.values]);
  const log = useErrorLog(slug, filter, filters.pageIndex, PAGE_SIZE);
  const users = useErrorLogUsers(slug);

  const typeOptions = ERROR_LOG_TYPE_IDS.map((id) => ({
    value: id,
    label: `${id} · ${t(`errorLog.types.${id}`)}`,
  }));
  const userOptions = (users.data?.users ?? []).map((u) => ({
    value: u.id,
    label: `${u.lastName}, ${u.firstName} (${u.shorthand})`,
  }));

  const download = async (format: ErrorLogExportFormat) => {
    const blob = await downloadErrorLog(filter, format);
    if (blob) saveFile(blob, `error-log-${dayjs().format('YYYY-MM-DD')}.${format}`);
    return blob !== null;
  };

  return (
    <Page title={t('errorLog.title')} testId="error-log-page" className="dpt-el-page">
      <p className="dpt-muted">{t('errorLog.intro')}</p>
      <LogTable
        testId="error-log"
        state={filters}
        page={log.data && { rows: log.data.errors, total: log.data.errorsCount }}
        request={log}
        locale={locale}
        texts={{
          reset: t('errorLog.filters.reset'),
          empty: t('errorLog.empty'),
          loadFailed: t('errorLog.loadFailed'),
          count: (count) => t('errorLog.count', { count }),
        }}
        fields={
          <>
            <LogFilter label={t('errorLog.filters.type')}>
              <Dropdown
                value={values.type}
                options={typeOptions}
                onChange={(e) => change({ type: (e.value as ErrorLogType | null) ?? null })}
                showClear
                placeholder={t('errorLog.filters.any')}
                data-testid="filter-type"
              />
            </LogFilter>
            <LogFilter label={t('errorLog.filters.user')}>
              <Dropdown
                value={values.userId}
                options={userOptions}
                onChange={(e) => change({ userId: (e.value as number | null) ?? null })}
                filter
                showClear
                placeholder={t('errorLog.filters.any')}
                emptyFilterMessage=" "
                loading={users.isLoading}
                data-testid="filter-user"
              />
            </LogFilter>
            <DayRangeFilters
              value={values}
              labels={{ from: t('errorLog.filters.from'), to: t('errorLog.filters.to') }}
              onChange={change}
            />
            <LogFilter label={t('errorLog.filters.errorId')}>
              <InputText
                value={values.errorId}
                maxLength={36}
                onChange={(e) => change({ errorId: e.target.value })}
                invalid={values.errorId.trim() !== '' && !UUID.test(values.errorId.trim())}
                data-testid="filter-error-id"
              />
            </LogFilter>
          </>
        }
        actions={
          <DownloadButtons
            labels={{ xlsx: t('errorLog.export.xlsx'), csv: t('errorLog.export.csv') }}
            onDownload={download}
            testId="export"
          />
        }
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
      </LogTable>
    </Page>
  );
}
