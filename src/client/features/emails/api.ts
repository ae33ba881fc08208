import useSWR from 'swr';
import type { EmailDetail, EmailList, EmailListQuery } from '../../../engine/api/emails';
import { http, isUnexpectedError, swrFetcher } from '../../api';

/** A page of the overview as the client asks for it: every parameter given. */
export type EmailQuery = Required<EmailListQuery>;

/** Pure. The query string of a page of the overview (an empty keyword is left out). */
function emailsQuery(query: EmailQuery): string {
  const params = new URLSearchParams({
    pageIndex: String(query.pageIndex),
    pageSize: String(query.pageSize),
    sort: query.sort,
    desc: String(query.desc),
  });
  if (query.keyword.trim()) params.set('keyword', query.keyword.trim());
  return params.toString();
}

const options = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** A page of the organization's e-mails (null when it failed). */
export const useEmails = (slug: string, query: EmailQuery) =>
  useSWR([`/Emails?${emailsQuery(query)}`, slug] as const, swrFetcher<EmailList>, options);

const emailKey = (slug: string, id: number) => [`/Emails/${id}`, slug] as const;

/** One e-mail with its body (null when it failed or does not exist). */
export const useEmail = (slug: string, id: number) =>
  useSWR(Number.isInteger(id) && id > 0 ? emailKey(slug, id) : null, swrFetcher<EmailDetail>, options);

/** POST /Emails/{id}/resend or /cancel: the e-mail afterwards, or null when refused. */
export async function changeEmail(id: number, action: 'resend' | 'cancel'): Promise<EmailDetail | null> {
  const result = await http.post<EmailDetail>(`/Emails/${id}/${action}`);
  return isUnexpectedError(result) ? null : result;
}
