import useSWR from 'swr';
import type { ImpersonationAuditPage, ImpersonationAuditQuery } from '../../../engine/api/session';
import type { UserDetail } from '../../../engine/api/users';
import { swrFetcher, withQuery } from '../../api';

/** The filters of the audit page: the audit query without its paging. */
export type AuditFilter = Pick<ImpersonationAuditQuery, 'userId' | 'adminId' | 'from' | 'to'>;

/** One page of the organization's impersonation audit, newest first (null when it failed). */
export function useImpersonationAudit(
  slug: string,
  filter: AuditFilter,
  pageIndex: number,
  pageSize: number,
) {
  return useSWR(
    [withQuery('/session/impersonation-audit', { pageIndex, pageSize, ...filter }), slug] as const,
    swrFetcher<ImpersonationAuditPage>,
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}

/** The chosen employee's detail: its impersonation refusal is the server's answer by the one rule. */
export function useCandidate(slug: string, userId: number | null) {
  return useSWR(userId === null ? null : ([`/users/${userId}`, slug] as const), swrFetcher<UserDetail>, {
    revalidateOnFocus: false,
  });
}
