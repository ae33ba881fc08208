import useSWR from 'swr';
import { EMAIL_STATUSES } from '../../../engine/constants';
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

/** How often an e-mail on its way (pending or being sent) is asked for again. */
export const IN_FLIGHT_REFRESH_MS = 2000;

/** Pure. True while the outbox worker has yet to finish with an e-mail: its status will change by itself. */
export const isInFlight = (status: number) =>
  status === EMAIL_STATUSES.pending || status === EMAIL_STATUSES.sending;

// The outbox worker sends on its own and publishes nothing on a hub: while an e-mail shown is on its way,
// the page asks again until it is sent, failed or cancelled.
const untilSettled = (statuses: number[]) => (statuses.some(isInFlight) ? IN_FLIGHT_REFRESH_MS : 0);

/** A page of the organization's e-mails (null when it failed). */
export const useEmails = (slug: string, query: EmailQuery) =>
  useSWR([`/Emails?${emailsQuery(query)}`, slug] as const, swrFetcher<EmailList>, {
    ...options,
    refreshInterval: (list) => untilSettled(list?.emails.map((e) => e.status) ?? []),
  });

const emailKey = (slug: string, id: number) => [`/Emails/${id}`, slug] as const;

/** One e-mail with its body (null when it failed or does not exist). */
export const useEmail = (slug: string, id: number) =>
  useSWR(Number.isInteger(id) && id > 0 ? emailKey(slug, id) : null, swrFetcher<EmailDetail>, {
    ...options,
    refreshInterval: (email) => untilSettled(email ? [email.status] : []),
  });

/** POST /Emails/{id}/resend or /cancel: the e-mail afterwards, or null when refused. */
export async function changeEmail(id: number, action: 'resend' | 'cancel'): Promise<EmailDetail | null> {
  const result = await http.post<EmailDetail>(`/Emails/${id}/${action}`);
  return isUnexpectedError(result) ? null : result;
}
