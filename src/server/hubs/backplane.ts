import type { HubMessage } from './hub-message';

export type { HubAudience, HubMessage } from './hub-message';

/**
 * The one path every hub event takes: publish on any server instance, and every instance's subscribers
 * receive it (the publisher's own included), so each delivers to the clients connected to it.
 * Delivery is at most once: an event published while an instance is disconnected from the backplane is lost
 * for that instance's clients; when the connection is back the backplane says so (`onGap`), and the hubs ask
 * their clients to reconnect, which makes every open view fetch again.
 */
export interface Backplane {
  /** Sends the event to all subscribers of all instances; rejects if it cannot be sent (invalid, too large, closed). */
  publish(message: HubMessage): Promise<void>;
  /** Registers a handler for every event; returns the function that unsubscribes it. */
  subscribe(handler: (message: HubMessage) => void): () => void;
  /** Registers a handler called when events may have been missed (the backplane reconnected); returns its unsubscribe. */
  onGap(handler: () => void): () => void;
  /** Releases connections; publish fails afterwards. */
  close(): Promise<void>;
}

/** Receives failures a backplane cannot throw to a caller (a throwing handler, a lost connection, a bad payload). */
export type BackplaneErrorHandler = (error: unknown) => void;
