import { EMAIL_STATUSES } from '../constants';

/** SPEC §9: the e-mail overview shows 12 e-mails a page by default, newest sending time first. */
export const EMAIL_PAGE_SIZE = 12;
/** The largest page the e-mail overview and the error log answer. */
export const MAX_PAGE_SIZE = 100;
/** The deepest page index a list accepts (beyond any real list; keeps offsets bounded). */
export const MAX_PAGE_INDEX = 100_000;
/** Longest keyword of the e-mail overview's search. */
export const EMAIL_KEYWORD_MAX_LENGTH = 100;
/** The columns the e-mail overview sorts by (SPEC §7: sort, default sendingDateTime). */
export const EMAIL_SORT_KEYS = ['sendingDateTime', 'sender', 'recipient', 'subject', 'status'] as const;
export type EmailSortKey = (typeof EMAIL_SORT_KEYS)[number];

/** Pure. Whether an e-mail in this status may be sent again: failed or cancelled ones. */
export const isResendable = (status: number): boolean =>
  status === EMAIL_STATUSES.failed || status === EMAIL_STATUSES.cancelled;

/** Pure. Whether an e-mail in this status may be cancelled: only one still waiting to be sent. */
export const isCancellable = (status: number): boolean => status === EMAIL_STATUSES.pending;
