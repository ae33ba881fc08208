import useSWR from 'swr';
import { swrFetcher } from '../../api';

/** One write made while impersonating (GET /session/impersonation-audit). */
export type AuditItem = {
  id: number;
  at: string;
  admin: { id: number | null; name: string };
  user: { id: number | null; name: string };
  method: string;
  route: string;
  statusCode: number;
};

export type AuditPage = { items: AuditItem[]; totalCount: number };

export type AuditFilter = {
  userId?: number;
  adminId?: number;
  /** ISO date-times: at or after `from`, before `to` */
  from?: string;
  to?: string;
};

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
    swrFetcher<AuditPage>,
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
