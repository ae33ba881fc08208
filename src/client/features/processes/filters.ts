import { PROCESS_TYPE_IDS } from '../../../engine/constants';
import type { QueryParams } from '../../api';
import { localized, personName } from '../../process-common/labels';
import type { Process } from '../../../engine/api/feedbacks-answers';

/**
 * The filters of /{slug}/processes, kept in the URL (SPEC §2: status, type, kw, indirect). `scope=all` is
 * this screen's addition for readers of the processes area: every process of the organization instead of
 * the own employees'.
 */
export type ProcessFilters = {
  status?: number;
  type?: number;
  kw: string;
  indirect: boolean;
  scope: 'team' | 'all';
};

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** Pure. The filters in a URL query; unknown or malformed values are ignored. */
export function parseFilters(params: URLSearchParams): ProcessFilters {
  const type = positiveInt(params.get('type'));
  return {
    status: positiveInt(params.get('status')),
    type: type !== undefined && (PROCESS_TYPE_IDS as readonly number[]).includes(type) ? type : undefined,
    kw: (params.get('kw') ?? '').slice(0, 100),
    indirect: params.get('indirect') === 'true',
    scope: params.get('scope') === 'all' ? 'all' : 'team',
  };
}

/** Pure. The URL query of the filters; defaults are left out so that plain /processes stays plain. */
export function filtersToParams(filters: ProcessFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== undefined) params.set('status', String(filters.status));
  if (filters.type !== undefined) params.set('type', String(filters.type));
  if (filters.kw.trim() !== '') params.set('kw', filters.kw.trim());
  if (filters.indirect) params.set('indirect', 'true');
  if (filters.scope === 'all') params.set('scope', 'all');
  return params;
}

/** Pure. The query of GET /Feedbacks/list/hierarchy for the filters. */
export function hierarchyQuery(filters: ProcessFilters): QueryParams {
  return {
    status: filters.status,
    type: filters.type,
    kw: filters.kw.trim() || undefined,
    indirect: filters.indirect || undefined,
  };
}

/**
 * Pure. The client-side filter of the "all processes" scope (GET /Process/{type} has no filters): the
 * status, and the keyword in the employee's name or shorthand or the title.
 */
export function matchesFilters(process: Process, filters: ProcessFilters): boolean {
  if (filters.status !== undefined && process.statusId !== filters.status) return false;
  if (filters.type !== undefined && process.processType !== filters.type) return false;
  const kw = filters.kw.trim().toLowerCase();
  if (kw === '') return true;
  const haystack = [
    personName(process.recipient, ''),
    process.recipient?.shorthand ?? '',
    localized(process.title, 'de-DE'),
    localized(process.title, 'en-US'),
  ]
    .join(' ')
    .toLowerCase();
  return haystack.includes(kw);
}
