import { Type } from 'typebox';
import { Nullable } from '../../../engine/api/common';

/** One e-mail of the overview (SPEC §3 E-mail; status 0 cancelled … 5 received). */
export const EmailItemSchema = Type.Object({
  id: Type.Integer(),
  sender: Type.String(),
  recipient: Type.String(),
  subject: Type.String(),
  /** when it was sent, or (not sent yet) when it was queued */
  sendingDateTime: Type.String(),
  status: Type.Integer(),
});

/** GET /Emails. */
export const EmailListSchema = Type.Object({
  emails: Type.Array(EmailItemSchema),
  emailsCount: Type.Integer(),
});

/** GET /Emails/{id}: the item with cc, bcc and the body (HTML, if any, and text), and what may be done. */
export const EmailDetailSchema = Type.Object({
  ...EmailItemSchema.properties,
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
