import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { USER_SEARCH_DELAY_MS } from '../../../engine/constants';
import { useQueryParams } from '../../lib/navigation/use-query-params';
import { useSession } from '../../lib/session/session-context';
import { useUserOptions, useUserPage, type UserPageQuery } from './api';
import { LIST_KEYS, PAGE_SIZES, isSortColumn, listQueryValues, parseListQuery } from './list-query';
import { useEmployeesText } from './text';
import './employees.css';
import { chosenColumnsTable, wideOnlyColumn } from '../../components/list-table';
import type { UserPageItem } from '../../../engine/api/users';
import { Page } from '../../components/page';

/** The search box's text, passed on after the user stops typing for USER_SEARCH_DELAY_MS. */
function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), USER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/**
 * /{slug}/admin/users (user area read): every employee of the organization, paged, sorted and filtered on the
 * server (GET /Users with parameters), with filters from GET /users/options, a search box and a link to each
 * employee's detail.
 */
export function EmployeesPage() {
  const { t, locale } = useEmployeesText();
  const { slug } = useSession();
  // search, filters, page and sort live in the URL: back from an employee's detail finds them as they were
  const { values, set } = useQueryParams(LIST_KEYS);
  const query = parseListQuery(values);
  const setQuery = (change: (q: UserPageQuery) => UserPageQuery) => set(listQueryValues(change(query)));
  const [keyword, setKeyword] = useState(query.keyword);
  const searched = useDebounced(keyword).trim();
  // a new search starts at the first page
  const inUrl = values.q ?? '';
  useEffect(() => {
    if (searched !== inUrl) set({ q: searched || null, page: null });
  }, [searched, inUrl, set]);
  const page = useUserPage(slug, query);
  const options = useUserOptions(slug);
  const filter = (key: 'hierarchy' | 'location' | 'position') => (
    <Dropdown
      value={query[key]}
      options={(options.data?.[key] ?? []).map((value) => ({ value, label: value }))}
      optionLabel="label"
      optionValue="value"
      filter
      showClear
      placeholder={t(`employeesPage.filters.${key}`)}
      // on the focus input itself (PrimeReact passes aria-* attributes there, not ariaLabel)
      aria-label={t(`employeesPage.filters.${key}`)}
      onChange={(event) =>
        setQuery((q) => ({ ...q, [key]: (event.value as string | undefined) ?? null, pageIndex: 0 }))
      }
      className="dpt-emp-filter"
      data-testid={`employees-filter-${key}`}
    />
  );
  const onPage = (event: DataTableStateEvent) =>
    setQuery((q) => ({ ...q, pageIndex: Math.floor(event.first / event.rows), pageSize: event.rows }));
  const onSort = (event: DataTableStateEvent) =>
    setQuery((q) =>
      isSortColumn(event.sortField)
        ? { ...q, sort: event.sortField, desc: event.sortOrder === -1, pageIndex: 0 }
        : q,
    );
  const linkTo = (u: UserPageItem) => `/${slug}/admin/user/${encodeURIComponent(u.shorthand)}`;

  return (
    <Page title={t('employeesPage.title')} testId="employees-page" className="dpt-page-wide dpt-emp-page">
      <div className="dpt-emp-toolbar" role="search">
        <IconField iconPosition="left" className="dpt-emp-search">
          <InputIcon className="pi pi-search" />
          <InputText
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={t('employeesPage.search')}
            aria-label={t('employeesPage.search')}
            maxLength={100}
            data-testid="employees-search"
          />
        </IconField>
        {filter('hierarchy')}
        {filter('location')}
        {filter('position')}
      </div>
      {page.data === null && <Message severity="error" text={t('employeesPage.loadFailed')} />}
      <div className="dpt-card dpt-emp-table">
        <DataTable
          key={locale}
          value={page.data?.items ?? []}
          dataKey="id"
          lazy
          paginator
          first={query.pageIndex * query.pageSize}
          rows={query.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          totalRecords={page.data?.totalCount ?? 0}
          onPage={onPage}
          sortField={query.sort}
          sortOrder={query.desc ? -1 : 1}
          onSort={onSort}
          loading={page.isLoading || page.isValidating}
          size="small"
          stripedRows
          emptyMessage={t('employeesPage.empty')}
          {...chosenColumnsTable()}
          currentPageReportTemplate={t('employeesPage.pageReport')}
          paginatorTemplate="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink RowsPerPageDropdown"
          data-testid="employees-table"
        >
          <Column
            field="shorthand"
            header={t('employeesPage.columns.shorthand')}
            sortable
            {...wideOnlyColumn}
            body={(u: UserPageItem) => <Link to={linkTo(u)}>{u.shorthand}</Link>}
          />
          <Column
            field="lastName"
            header={t('employeesPage.columns.name')}
            sortable
            body={(u: UserPageItem) => (
              <span className="dpt-emp-person">
                <Link to={linkTo(u)} data-testid={`employee-link-${u.shorthand}`}>
                  {u.lastName}, {u.firstName}
                </Link>
                <small className="dpt-narrow-only">
                  {[u.shorthand, u.position, u.location].filter(Boolean).join(' · ')}
                </small>
                {!u.active && <Tag severity="secondary" value={t('employeesPage.inactive')} />}
              </span>
            )}
          />
          <Column
            field="position"
            header={t('employeesPage.columns.position')}
            sortable
            {...wideOnlyColumn}
          />
          <Column
            field="supervisorName"
            header={t('employeesPage.columns.supervisor')}
            sortable
            {...wideOnlyColumn}
            body={(u: UserPageItem) => u.supervisorName ?? '—'}
          />
          <Column
            field="mentorName"
            header={t('employeesPage.columns.mentor')}
            sortable
            {...wideOnlyColumn}
            body={(u: UserPageItem) => u.mentorName ?? '—'}
          />
          <Column
            field="location"
            header={t('employeesPage.columns.location')}
            sortable
            {...wideOnlyColumn}
            body={(u: UserPageItem) => u.location || '—'}
          />
        </DataTable>
      </div>
    </Page>
  );
}
