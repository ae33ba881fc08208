import { Type, type Static } from 'typebox';
import {
  EMAIL_KEYWORD_MAX_LENGTH,
  EMAIL_PAGE_SIZE,
  EMAIL_SORT_KEYS,
  MAX_PAGE_INDEX,
  MAX_PAGE_SIZE,
} from '../../../engine/emails';
import { RowId } from '../../../engine/api/common';

/** The request schemas of the e-mail overview (SPEC §7 E-mails), each with its type of the same name. */

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
