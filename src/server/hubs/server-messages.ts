import { MESSAGE_TYPE } from './client-messages';
import { frame } from './framing';

/** Handshake answer: `{}` accepts, `{ error }` refuses (the server then closes). Pure. */
export function handshakeRecord(error?: string): string {
  return frame(error ? { error } : {});
}

/** A fire-and-forget invocation of a client handler (an event); no invocationId, so no answer. Pure. */
export function invocationRecord(target: string, args: unknown[]): string {
  return frame({ type: MESSAGE_TYPE.invocation, target, arguments: args });
}

/** Completes a client's invocation with an error, or successfully (a void hub method has no result). Pure. */
export function completionRecord(
  invocationId: string,
  outcome: { error: string } | { result?: unknown },
): string {
  return frame({ type: MESSAGE_TYPE.completion, invocationId, ...outcome });
}

/** Keep-alive; the client treats the server as gone after 30 s without any message. */
export const PING_RECORD = frame({ type: MESSAGE_TYPE.ping });

/**
 * Tells the client the server is closing the connection. With allowReconnect the official client's automatic
 * reconnect takes over; without it the client stops (used for protocol errors, which a retry would repeat). Pure.
 */
export function closeRecord(options: { error?: string; allowReconnect?: boolean }): string {
  return frame({
    type: MESSAGE_TYPE.close,
    ...(options.error ? { error: options.error } : {}),
    ...(options.allowReconnect ? { allowReconnect: true } : {}),
  });
}
