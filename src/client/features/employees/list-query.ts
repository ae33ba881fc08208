import { EMPLOYEE_SORT_COLUMNS, type EmployeeSortColumn } from '../../../engine/employees';
import type { UserPageQuery } from './api';

/** The page sizes the overview offers; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;

/** The overview's state in its URL: search, filters, page (from 1), page size and sort. */
export const LIST_KEYS = ['q', 'hierarchy', 'location', 'position', 'page', 'size', 'sort', 'desc'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

const DEFAULT_SORT: EmployeeSortColumn = 'lastName';

export const isSortColumn = (field: string | undefined): field is EmployeeSortColumn =>
  (EMPLOYEE_SORT_COLUMNS as readonly string[]).includes(field ?? '');

/** Pure. The overview's query from its URL values; malformed values fall back to the defaults. */
export function parseListQuery(values: Partial<Record<ListKey, string>>): UserPageQuery {
  const page = Number(values.page);
  const size = Number(values.size);
  return {
    keyword: (values.q ?? '').slice(0, 100),
    hierarchy: values.hierarchy ?? null,
    location: values.location ?? null,
    position: values.position ?? null,
    pageIndex: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
    sort: isSortColumn(values.sort) ? values.sort : DEFAULT_SORT,
    desc: values.desc === 'true',
  };
}

/** Pure. The URL values of a query; defaults are left out so that the plain overview keeps a plain URL. */
export function listQueryValues(query: UserPageQuery): Record<ListKey, string | null> {
  return {
    q: query.keyword.trim() || null,
    hierarchy: query.hierarchy,
    location: query.location,
    position: query.position,
    page: query.pageIndex > 0 ? String(query.pageIndex + 1) : null,
    size: query.pageSize !== PAGE_SIZES[0] ? String(query.pageSize) : null,
    sort: query.sort !== DEFAULT_SORT ? query.sort : null,
    desc: query.desc ? 'true' : null,
  };
}
