import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { AUDIT_PAGE_SIZE_DEFAULT, IMPERSONATION_MINUTES } from '../../../engine/impersonation';
import { ImpersonateButton } from '../../components/impersonate-button';
import { useDateFormat } from '../../lib/i18n/use-date-format';
import { useSession } from '../../lib/session/session-context';
import { byName, useEmployeeChoices } from '../../process-common/employee-choices';
import type { ImpersonationAuditItem } from '../../../engine/api/session';
import { useCandidate, useImpersonationAudit, type AuditFilter } from './api';
import { useImpersonationsText } from './text';
import './impersonations.css';
import { DayRangeFilters } from '../../components/log-table/day-range-filters';
import { dayRangeQuery, type DayRange } from '../../components/log-table/day-range';
import { LogFilter } from '../../components/log-table/log-filter';
import { LogTable } from '../../components/log-table/log-table';
import { useLogFilters } from '../../components/log-table/use-log-filters';
import { Page } from '../../components/page';

type Filters = DayRange & { userId: number | null; adminId: number | null };

const NO_FILTERS: Filters = { userId: null, adminId: null, from: null, to: null };
const START_ROUTE = '/api/session/impersonate-user';
const STOP_ROUTE = '/api/session/unimpersonate-user';

/** Pure. The filters as the API takes them. */
export function toAuditFilter(filters: Filters): AuditFilter {
  return {
    ...(filters.userId ? { userId: filters.userId } : {}),
    ...(filters.adminId ? { adminId: filters.adminId } : {}),
    ...dayRangeQuery(filters),
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
  const filters = useLogFilters(NO_FILTERS, AUDIT_PAGE_SIZE_DEFAULT);
  const { values, change } = filters;
  const audit = useImpersonationAudit(
    slug,
    toAuditFilter(filters.values),
    filters.pageIndex,
    filters.pageSize,
  );

  const people = useMemo(() => byName(choices.data ?? []), [choices.data]);
  const options = useMemo(
    () => people.map((p) => ({ value: p.id, label: `${p.lastName}, ${p.firstName} (${p.shorthand})` })),
    [people],
  );
  const candidate = useCandidate(slug, chosen).data;

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
    <Page title={t('impersonationsPage.title')} testId="impersonations-page" className="dpt-im-page">
      <p className="dpt-muted">{t('impersonationsPage.intro', { minutes: IMPERSONATION_MINUTES })}</p>

      <div className="dpt-card">
        <h2 className="dpt-im-heading">{t('impersonationsPage.start.title')}</h2>
        <div className="dpt-im-start">
          <label className="dpt-stacked-field dpt-im-field">
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
              refusal={candidate.impersonationRefusal}
              name={`${candidate.firstName} ${candidate.lastName}`}
            />
          )}
        </div>
      </div>

      <LogTable
        testId="impersonations"
        heading={t('impersonationsPage.filters.title')}
        state={filters}
        page={audit.data && { rows: audit.data.items, total: audit.data.totalCount }}
        request={audit}
        locale={locale}
        texts={{
          reset: t('impersonationsPage.filters.reset'),
          empty: t('impersonationsPage.empty'),
          loadFailed: t('impersonationsPage.loadFailed'),
          count: (count) => t('impersonationsPage.count', { count }),
        }}
        fields={
          <>
            <LogFilter label={t('impersonationsPage.filters.employee')}>
              <Dropdown
                value={values.userId}
                options={options}
                onChange={(e) => change({ userId: (e.value as number | null) ?? null })}
                filter
                showClear
                placeholder={t('impersonationsPage.filters.anyone')}
                data-testid="filter-employee"
              />
            </LogFilter>
            <LogFilter label={t('impersonationsPage.filters.admin')}>
              <Dropdown
                value={values.adminId}
                options={options}
                onChange={(e) => change({ adminId: (e.value as number | null) ?? null })}
                filter
                showClear
                placeholder={t('impersonationsPage.filters.anyone')}
                data-testid="filter-admin"
              />
            </LogFilter>
            <DayRangeFilters
              value={values}
              labels={{ from: t('impersonationsPage.filters.from'), to: t('impersonationsPage.filters.to') }}
              onChange={change}
            />
          </>
        }
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
      </LogTable>
    </Page>
  );
}
