import { PROCESS_TYPE_IDS } from '../../../engine/constants';
import type { QueryParams } from '../../api';
import { localized, personName } from '../../process-common/labels';
import type { Process } from '../../../engine/api/feedbacks-answers';

/**
 * Whose processes the screen lists: the own employees' (`team`), every process of the organization (`all`,
 * readers of the processes area) or the caller's own (`own`, for those with neither).
 */
export type ProcessScope = 'team' | 'all' | 'own';

/**
 * The filters of /{slug}/processes, kept in the URL (SPEC §2: status, type, kw, indirect). `scope` is this
 * screen's addition; the URL carries it only where it differs from the caller's default (see defaultScope).
 */
export type ProcessFilters = {
  status?: number;
  type?: number;
  kw: string;
  indirect: boolean;
  scope: ProcessScope;
};

const SCOPES: readonly ProcessScope[] = ['team', 'all', 'own'];

/**
 * Pure. The scope that shows what the caller can act on: supervisors their employees, readers of the
 * processes area (HR) every process, everyone else their own processes.
 */
export function defaultScope(caller: { isSupervisor: boolean; readsAll: boolean }): ProcessScope {
  if (caller.isSupervisor) return 'team';
  return caller.readsAll ? 'all' : 'own';
}

/** Pure. The scopes the caller may switch between: readers their employees' and all; everyone else one. */
export function allowedScopes(caller: { isSupervisor: boolean; readsAll: boolean }): ProcessScope[] {
  return caller.readsAll ? ['team', 'all'] : [defaultScope(caller)];
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/**
 * Pure. The filters in a URL query; unknown or malformed values are ignored, and a scope that is missing or
 * not among `allowed` is the fallback (the first allowed one unless given).
 */
export function parseFilters(
  params: URLSearchParams,
  fallback: ProcessScope = 'team',
  allowed: readonly ProcessScope[] = SCOPES,
): ProcessFilters {
  const scope = params.get('scope') as ProcessScope | null;
  const type = positiveInt(params.get('type'));
  return {
    status: positiveInt(params.get('status')),
    type: type !== undefined && (PROCESS_TYPE_IDS as readonly number[]).includes(type) ? type : undefined,
    kw: (params.get('kw') ?? '').slice(0, 100),
    indirect: params.get('indirect') === 'true',
    scope: scope !== null && SCOPES.includes(scope) && allowed.includes(scope) ? scope : fallback,
  };
}

/** Pure. The URL query of the filters; defaults are left out so that plain /processes stays plain. */
export function filtersToParams(filters: ProcessFilters, fallback: ProcessScope = 'team'): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== undefined) params.set('status', String(filters.status));
  if (filters.type !== undefined) params.set('type', String(filters.type));
  if (filters.kw.trim() !== '') params.set('kw', filters.kw.trim());
  if (filters.indirect) params.set('indirect', 'true');
  if (filters.scope !== fallback) params.set('scope', filters.scope);
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
 * Pure. The client-side filter of the "all" and "own" scopes (their lists take no filters): the status, the
 * type, and the keyword in the employee's name or shorthand or the title.
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
