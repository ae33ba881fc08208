import { EventEmitter } from 'node:events';
import type { Backplane, BackplaneErrorHandler } from './backplane';
import { decodeHubMessage, encodeHubMessage, type HubMessage } from './hub-message';

const EVENT = 'message';

const warn: BackplaneErrorHandler = (error) =>
  process.emitWarning(error instanceof Error ? error : String(error));

/**
 * A backplane inside one process (development with PGlite, tests, a single instance); several Fastify
 * instances in one process may share it. Delivery is synchronous, in publish order. Messages go through the
 * same encode/decode as the PostgreSQL backplane, so validation and the size limit behave identically and
 * subscribers never share a mutable object. A throwing handler is reported to onError and does not stop the others.
 */
export function createInProcessBackplane(options: { onError?: BackplaneErrorHandler } = {}): Backplane {
  const onError = options.onError ?? warn;
  const emitter = new EventEmitter();
  // one subscriber per Fastify instance; tests start many instances against one backplane
  emitter.setMaxListeners(0);
  let closed = false;

  return {
    async publish(message: HubMessage) {
      if (closed) throw new Error('The hub backplane is closed.');
      emitter.emit(EVENT, encodeHubMessage(message));
    },
    subscribe(handler) {
      const listener = (payload: string) => {
        try {
          handler(decodeHubMessage(payload));
        } catch (error) {
          onError(error);
        }
      };
      emitter.on(EVENT, listener);
      return () => emitter.off(EVENT, listener);
    },
    // in the process: nothing to lose a connection to
    onGap: () => () => undefined,
    async close() {
      closed = true;
      emitter.removeAllListeners();
    },
  };
}
