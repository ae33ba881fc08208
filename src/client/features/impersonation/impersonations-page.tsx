import dayjs from 'dayjs';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useId, useMemo, useState } from 'react';
import { AUDIT_PAGE_SIZE_DEFAULT, IMPERSONATION_MINUTES } from '../../../engine/impersonation';
import { ImpersonateButton } from '../../components/impersonate-button';
import { useDateFormat } from '../../lib/i18n/use-date-format';
import { useSession } from '../../lib/session/session-context';
import { byName, useEmployeeChoices } from '../../process-common/employee-choices';
import type { ImpersonationAuditItem } from '../../../engine/api/session';
import { useImpersonationAudit, type AuditFilter } from './api';
import { useImpersonationsText } from './text';
import './impersonations.css';
import { listTable } from '../../components/list-table';
import { dateToIso, isoToDate } from '../../forms/dates';
import { DateInput } from '../../forms/widgets/date-input';

type Filters = { userId: number | null; adminId: number | null; from: Date | null; to: Date | null };

const NO_FILTERS: Filters = { userId: null, adminId: null, from: null, to: null };
const START_ROUTE = '/api/session/impersonate-user';
const STOP_ROUTE = '/api/session/unimpersonate-user';

/** Pure. The filters as the API takes them: whole days in the browser's time zone, `to` inclusive. */
export function toAuditFilter(filters: Filters): AuditFilter {
  return {
    ...(filters.userId ? { userId: filters.userId } : {}),
    ...(filters.adminId ? { adminId: filters.adminId } : {}),
    ...(filters.from ? { from: dayjs(filters.from).startOf('day').toISOString() } : {}),
    ...(filters.to ? { to: dayjs(filters.to).startOf('day').add(1, 'day').toISOString() } : {}),
  };
}

/**
 * /{slug}/admin/impersonations (full administrators, SPEC §6): start viewing the product as an employee, and
 * the record of every change made while impersonating, with both names, filtered by person and day, paged.
 */
export function ImpersonationsPage() {
  const { t, locale } = useImpersonationsText();
  const dates = useDateFormat();
  const { session, slug } = useSession();
  const choices = useEmployeeChoices(slug, session.userRoles);
  const [chosen, setChosen] = useState<number | null>(null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [first, setFirst] = useState(0);
  const rows = AUDIT_PAGE_SIZE_DEFAULT;
  const audit = useImpersonationAudit(slug, toAuditFilter(filters), first / rows, rows);

  const people = useMemo(() => byName(choices.data ?? []), [choices.data]);
  const options = useMemo(
    () => people.map((p) => ({ value: p.id, label: `${p.lastName}, ${p.firstName} (${p.shorthand})` })),
    [people],
  );
  const candidate = people.find((p) => p.id === chosen);
  const filterId = useId();
  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setFirst(0);
  };

  const actionOf = (item: ImpersonationAuditItem) => {
    if (item.route.toLowerCase() === START_ROUTE) return t('impersonationsPage.actions.start');
    if (item.route.toLowerCase() === STOP_ROUTE) return t('impersonationsPage.actions.stop');
    return (
      <code className="dpt-im-route">
        {item.method} {item.route}
      </code>
    );
  };
  const personOf = (person: ImpersonationAuditItem['admin']) => (
    <span>
      {person.name}
      {person.id === null && <small className="dpt-muted"> {t('impersonationsPage.deleted')}</small>}
    </span>
  );

  return (
    <section className="dpt-page dpt-im-page" data-testid="impersonations-page">
      <header className="dpt-page-header">
        <h1>{t('impersonationsPage.title')}</h1>
      </header>
      <p className="dpt-muted">{t('impersonationsPage.intro', { minutes: IMPERSONATION_MINUTES })}</p>

      <div className="dpt-card">
        <h2 className="dpt-im-heading">{t('impersonationsPage.start.title')}</h2>
        <div className="dpt-im-start">
          <label className="dpt-im-field">
            <span>{t('impersonationsPage.start.person')}</span>
            <Dropdown
              value={chosen}
              options={options}
              onChange={(e) => setChosen((e.value as number | null) ?? null)}
              filter
              showClear
              placeholder={t('impersonationsPage.start.placeholder')}
              emptyFilterMessage=" "
              loading={choices.isLoading}
              data-testid="impersonate-person"
              inputId="dpt-im-person"
            />
          </label>
          {candidate && (
            <ImpersonateButton
              userId={candidate.id}
              canBeImpersonated={candidate.canBeImpersonated}
              name={`${candidate.firstName} ${candidate.lastName}`}
            />
          )}
        </div>
      </div>

      <div className="dpt-card">
        <div className="dpt-card-header">
          <h2>{t('impersonationsPage.filters.title')}</h2>
          {audit.data && (
            <span className="dpt-muted" data-testid="impersonations-count">
              {t('impersonationsPage.count', { count: audit.data.totalCount })}
            </span>
          )}
        </div>
        <div className="dpt-im-filters">
          <label className="dpt-im-field">
            <span>{t('impersonationsPage.filters.employee')}</span>
            <Dropdown
              value={filters.userId}
              options={options}
              onChange={(e) => change({ userId: (e.value as number | null) ?? null })}
              filter
              showClear
              placeholder={t('impersonationsPage.filters.anyone')}
              data-testid="filter-employee"
            />
          </label>
          <label className="dpt-im-field">
            <span>{t('impersonationsPage.filters.admin')}</span>
            <Dropdown
              value={filters.adminId}
              options={options}
              onChange={(e) => change({ adminId: (e.value as number | null) ?? null })}
              filter
              showClear
              placeholder={t('impersonationsPage.filters.anyone')}
              data-testid="filter-admin"
            />
          </label>
          <label className="dpt-im-field dpt-im-date">
            <span>{t('impersonationsPage.filters.from')}</span>
            <DateInput
              id={`${filterId}-from`}
              value={filters.from ? dateToIso(filters.from) : undefined}
              compact
              onCommit={(iso) => change({ from: isoToDate(iso) })}
            />
          </label>
          <label className="dpt-im-field dpt-im-date">
            <span>{t('impersonationsPage.filters.to')}</span>
            <DateInput
              id={`${filterId}-to`}
              value={filters.to ? dateToIso(filters.to) : undefined}
              compact
              onCommit={(iso) => change({ to: isoToDate(iso) })}
            />
          </label>
          <Button
            type="button"
            icon="pi pi-filter-slash"
            label={t('impersonationsPage.filters.reset')}
            text
            onClick={() => change(NO_FILTERS)}
            disabled={filters === NO_FILTERS}
            data-testid="filter-reset"
          />
        </div>
        {!audit.isLoading && audit.data === null && (
          <Message severity="error" text={t('impersonationsPage.loadFailed')} />
        )}
        <div className="dpt-im-table">
          <DataTable
            key={locale}
            value={audit.data?.items ?? []}
            dataKey="id"
            lazy
            paginator
            first={first}
            rows={rows}
            totalRecords={audit.data?.totalCount ?? 0}
            onPage={(e: DataTablePageEvent) => setFirst(e.first)}
            loading={audit.isLoading || audit.isValidating}
            size="small"
            stripedRows
            emptyMessage={t('impersonationsPage.empty')}
            {...listTable('md')}
            data-testid="impersonations-table"
          >
            <Column
              header={t('impersonationsPage.columns.at')}
              body={(item: ImpersonationAuditItem) => dates.dateTime(item.at, { seconds: true })}
            />
            <Column
              header={t('impersonationsPage.columns.admin')}
              body={(i: ImpersonationAuditItem) => personOf(i.admin)}
            />
            <Column
              header={t('impersonationsPage.columns.user')}
              body={(i: ImpersonationAuditItem) => personOf(i.user)}
            />
            <Column header={t('impersonationsPage.columns.action')} body={actionOf} />
            <Column
              header={t('impersonationsPage.columns.status')}
              body={(i: ImpersonationAuditItem) => <Tag severity="success" value={String(i.statusCode)} />}
            />
          </DataTable>
        </div>
      </div>
    </section>
  );
}
