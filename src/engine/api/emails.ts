import { Type, type Static } from 'typebox';
import {
  EMAIL_KEYWORD_MAX_LENGTH,
  EMAIL_PAGE_SIZE,
  EMAIL_SORT_KEYS,
  MAX_PAGE_INDEX,
  MAX_PAGE_SIZE,
} from '../emails';
import { Nullable, RowId } from './common';

/** The HTTP contract of the e-mail overview (SPEC §7 E-mails): each schema with its type of the same name. */

/** GET /Emails: keyword search, paging and sort (defaults of SPEC §7 and §9). */
export const EmailListQuery = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: EMAIL_KEYWORD_MAX_LENGTH })),
    pageIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_INDEX, default: 0 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: EMAIL_PAGE_SIZE })),
    sort: Type.Optional(Type.Enum(EMAIL_SORT_KEYS, { default: 'sendingDateTime' })),
    desc: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type EmailListQuery = Static<typeof EmailListQuery>;

export const EmailIdParams = Type.Object({ id: RowId }, { additionalProperties: false });
export type EmailIdParams = Static<typeof EmailIdParams>;

/** One e-mail of the overview (SPEC §3 E-mail; status 0 cancelled … 5 received). */
export const EmailItem = Type.Object({
  id: Type.Integer(),
  sender: Type.String(),
  recipient: Type.String(),
  subject: Type.String(),
  /** when it was sent, or (not sent yet) when it was queued */
  sendingDateTime: Type.String(),
  status: Type.Integer(),
});
export type EmailItem = Static<typeof EmailItem>;

/** GET /Emails. */
export const EmailList = Type.Object({
  emails: Type.Array(EmailItem),
  emailsCount: Type.Integer(),
});
export type EmailList = Static<typeof EmailList>;

/** GET /Emails/{id}: the item with cc, bcc and the body (HTML, if any, and text), and what may be done. */
export const EmailDetail = Type.Object({
  ...EmailItem.properties,
  cc: Nullable(Type.String()),
  bcc: Nullable(Type.String()),
  bodyHtml: Nullable(Type.String()),
  bodyText: Type.String(),
  createdAt: Type.String(),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  resendable: Type.Boolean(),
  cancellable: Type.Boolean(),
});
export type EmailDetail = Static<typeof EmailDetail>;
