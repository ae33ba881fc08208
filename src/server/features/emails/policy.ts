import { isCancellable, isResendable } from '../../../engine/emails';
import { conflict } from '../../errors';

/** Pure. Only a failed or cancelled e-mail is sent again (409 otherwise: it is sent, or on its way). */
export function assertResendable(status: number): void {
  if (!isResendable(status))
    throw conflict('EMAIL_NOT_RESENDABLE', 'Only a failed or cancelled e-mail can be sent again.', {
      status,
    });
}

/** Pure. Only an e-mail still waiting to be sent is cancelled (409 otherwise). */
export function assertCancellable(status: number): void {
  if (!isCancellable(status))
    throw conflict('EMAIL_NOT_CANCELLABLE', 'Only a pending e-mail can be cancelled.', { status });
}
