import useSWR from 'swr';
import type { EmailSortKey } from '../../../engine/emails';
import { http, isUnexpectedError, swrFetcher } from '../../api';

/** One e-mail of the overview (GET /Emails, SPEC §3 E-mail). */
export type EmailItem = {
  id: number;
  sender: string;
  recipient: string;
  subject: string;
  sendingDateTime: string;
  status: number;
};
export type EmailList = { emails: EmailItem[]; emailsCount: number };

/** GET /Emails/{id}. */
export type EmailDetail = EmailItem & {
  cc: string | null;
  bcc: string | null;
  bodyHtml: string | null;
  bodyText: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  resendable: boolean;
  cancellable: boolean;
};

export type EmailQuery = {
  keyword: string;
  pageIndex: number;
  pageSize: number;
  sort: EmailSortKey;
  desc: boolean;
};

/** Pure. The query string of a page of the overview (an empty keyword is left out). */
export function emailsQuery(query: EmailQuery): string {
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

export const emailKey = (slug: string, id: number) => [`/Emails/${id}`, slug] as const;

/** One e-mail with its body (null when it failed or does not exist). */
export const useEmail = (slug: string, id: number) =>
  useSWR(Number.isInteger(id) && id > 0 ? emailKey(slug, id) : null, swrFetcher<EmailDetail>, options);

/** POST /Emails/{id}/resend or /cancel: the e-mail afterwards, or null when refused. */
export async function changeEmail(id: number, action: 'resend' | 'cancel'): Promise<EmailDetail | null> {
  const result = await http.post<EmailDetail>(`/Emails/${id}/${action}`);
  return isUnexpectedError(result) ? null : result;
}
