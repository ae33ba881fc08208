import useSWR from 'swr';
import type { EmployeeSortColumn } from '../../../engine/employees';
import { http, swrFetcher } from '../../api';
import type { ProcessList } from '../../../engine/api/feedbacks-answers';
import type {
  SaveUserBody,
  UserDetail,
  UserHistory,
  UserIdentities,
  UserOptions,
  UserPage,
  UserReports,
} from '../../../engine/api/users';

/** What the overview asks for. */
export type UserPageQuery = {
  keyword: string;
  hierarchy: string | null;
  location: string | null;
  position: string | null;
  pageIndex: number;
  pageSize: number;
  sort: EmployeeSortColumn;
  desc: boolean;
};

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** Pure. The GET /Users path of an overview query (empty filters left out). */
export function userPagePath(query: UserPageQuery): string {
  const params = new URLSearchParams();
  const keyword = query.keyword.trim();
  if (keyword) params.set('keyword', keyword);
  for (const key of ['hierarchy', 'location', 'position'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  params.set('pageIndex', String(query.pageIndex));
  params.set('pageSize', String(query.pageSize));
  params.set('sort', query.sort);
  if (query.desc) params.set('desc', 'true');
  return `/Users?${params.toString()}`;
}

export const useUserPage = (slug: string, query: UserPageQuery) =>
  useSWR([userPagePath(query), slug] as const, swrFetcher<UserPage>, options);

export const useUserOptions = (slug: string) =>
  useSWR(['/users/options', slug] as const, swrFetcher<UserOptions>, options);

export const detailKey = (slug: string, shorthand: string) =>
  [`/users/by-shorthand/${encodeURIComponent(shorthand)}`, slug] as const;

export const useUserDetail = (slug: string, shorthand: string) =>
  useSWR(detailKey(slug, shorthand), swrFetcher<UserDetail>, { revalidateOnFocus: false });

export const historyKey = (slug: string, userId: number) => [`/UserHistory?userId=${userId}`, slug] as const;

export const useUserHistory = (slug: string, userId: number) =>
  useSWR(historyKey(slug, userId), swrFetcher<UserHistory>, { revalidateOnFocus: false });

/** GET /users/{id}/reports: the direct reports, for the tree's next level; null when it failed. */
export const fetchReports = (slug: string, userId: number) =>
  http.get<UserReports>(`/users/${userId}/reports`, { organization: slug });

/**
 * GET /Feedbacks/list/recipient/{id}: every process of the employee, for who may see them (processes area
 * readers, the employee's line and mentor); a refusal is this tab's to explain, not a trip to the 403 page.
 */
export const useEmployeeProcesses = (slug: string, userId: number, enabled: boolean) =>
  useSWR(
    enabled ? ([`/Feedbacks/list/recipient/${userId}`, slug] as const) : null,
    ([path, organization]) =>
      http.getResult<ProcessList>(path, { organization, ownForbiddenCodes: ['FORBIDDEN'] }),
    { revalidateOnFocus: false },
  );

/** PUT /Users; null when it failed (SPEC §8: a failed PUT carries no reason). */
export const saveUser = (slug: string, body: SaveUserBody) =>
  http.put<UserDetail>('/Users', body, { organization: slug });

export const identitiesKey = (slug: string, userId: number) => [`/users/${userId}/identities`, slug] as const;

/** GET /users/{id}/identities (user area write): the employee's sign-in identities at the external issuer. */
export const useUserIdentities = (slug: string, userId: number, enabled: boolean) =>
  useSWR(enabled ? identitiesKey(slug, userId) : null, swrFetcher<UserIdentities>, {
    revalidateOnFocus: false,
  });

/** DELETE /users/{id}/identities/{identityId}: 204 gives no body (undefined); false when it failed. */
export const unlinkIdentity = async (slug: string, userId: number, identityId: number) =>
  (await http.del<undefined>(`/users/${userId}/identities/${identityId}`, undefined, {
    organization: slug,
  })) !== null;
