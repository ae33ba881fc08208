import { isCancellable, isResendable } from '../../../engine/emails';
import type { EmailDetailRow, EmailListRow } from './repo';

/** Pure. An e-mail as the overview lists it. */
export function presentEmailItem(row: EmailListRow) {
  return {
    id: row.id,
    sender: row.sender,
    recipient: row.recipient,
    subject: row.subject,
    sendingDateTime: (row.sending_date_time ?? row.created_at).toISOString(),
    status: row.status,
  };
}

/** Pure. An e-mail with everything the detail page shows. */
export function presentEmailDetail(row: EmailDetailRow) {
  return {
    ...presentEmailItem(row),
    cc: row.cc,
    bcc: row.bcc,
    bodyHtml: row.body_html,
    bodyText: row.body_text,
    createdAt: row.created_at.toISOString(),
    attempts: row.attempts,
    lastError: row.last_error,
    resendable: isResendable(row.status),
    cancellable: isCancellable(row.status),
  };
}
