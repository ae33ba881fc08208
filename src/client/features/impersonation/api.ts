import useSWR from 'swr';
import type { ImpersonationAuditPage, ImpersonationAuditQuery } from '../../../engine/api/session';
import { swrFetcher } from '../../api';

/** The filters of the audit page: the audit query without its paging. */
export type AuditFilter = Pick<ImpersonationAuditQuery, 'userId' | 'adminId' | 'from' | 'to'>;

/** Pure. The query string of an audit page. */
export function auditQuery(filter: AuditFilter, pageIndex: number, pageSize: number): string {
  const query = new URLSearchParams({ pageIndex: String(pageIndex), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return query.toString();
}

/** One page of the organization's impersonation audit, newest first (null when it failed). */
export function useImpersonationAudit(
  slug: string,
  filter: AuditFilter,
  pageIndex: number,
  pageSize: number,
) {
  return useSWR(
    [`/session/impersonation-audit?${auditQuery(filter, pageIndex, pageSize)}`, slug] as const,
    swrFetcher<ImpersonationAuditPage>,
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
