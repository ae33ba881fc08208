import pg from 'pg';
import type { Backplane, BackplaneErrorHandler } from './backplane';
import { decodeHubMessage, encodeHubMessage, type HubMessage } from './hub-message';

const HUB_EVENTS_CHANNEL = 'dpt_hub_events';

export type PgBackplaneOptions = {
  /** postgres://… of the database every server instance shares */
  connectionString: string;
  /** LISTEN/NOTIFY channel; a plain lower-case identifier (tests use their own to stay apart) */
  channel?: string;
  /** lost connections, undecodable payloads, throwing handlers; default: a process warning */
  onError?: BackplaneErrorHandler;
  /**
   * first and longest wait between reconnect attempts of the listening connection: short, so that listening
   * resumes within about a second of the database's return (an attempt against a stopped database is cheap)
   */
  reconnectDelayMs?: { initial: number; max: number };
  /** how long publishing waits for a connection and for the database's answer (default 5000 ms) */
  timeoutMs?: number;
};

const warn: BackplaneErrorHandler = (error) =>
  process.emitWarning(error instanceof Error ? error : String(error));

/**
 * A backplane over PostgreSQL LISTEN/NOTIFY: a dedicated connection listens on the channel (and reconnects with
 * backoff when it drops), a small pool sends `pg_notify`. Resolves once listening, so no event published after
 * start is missed; rejects if the database cannot be reached at start. Payloads are limited to
 * MAX_HUB_MESSAGE_BYTES (publish rejects with HubMessageTooLargeError beyond).
 */
export async function createPgBackplane(options: PgBackplaneOptions): Promise<Backplane> {
  const channel = options.channel ?? HUB_EVENTS_CHANNEL;
  // LISTEN takes an identifier, not a bind parameter, so only a safe literal name is allowed
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid hub channel name "${channel}".`);
  const onError = options.onError ?? warn;
  const delays = options.reconnectDelayMs ?? { initial: 250, max: 1_000 };
  const handlers = new Set<(message: HubMessage) => void>();
  const gapHandlers = new Set<() => void>();
  const timeoutMs = options.timeoutMs ?? 5_000;
  // bounded: a database that stopped answering fails the publish instead of holding it (and its request) forever
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: 2,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  // an idle pooled connection that dies emits on the pool; without a listener that would crash the process
  pool.on('error', onError);

  let closed = false;
  let listener: pg.Client | undefined;

  // Messages go out in order, one statement at a time, each holding what was published meanwhile (the five
  // messages of one status change, those of requests answered together): every transaction with a NOTIFY
  // takes PostgreSQL's one notify queue lock at its commit, so a statement per message would make
  // simultaneous actions wait for each other.
  type Waiting = { payload: string; resolve: () => void; reject: (error: unknown) => void };
  const waiting: Waiting[] = [];
  let sending = false;
  const flush = () => {
    if (sending || waiting.length === 0) return;
    sending = true;
    const batch = takeBatch(waiting);
    const calls = batch.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
    pool
      .query(`SELECT ${calls}`, [channel, ...batch.map((w) => w.payload)])
      .then(
        () => batch.forEach((w) => w.resolve()),
        (error: unknown) => batch.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        sending = false;
        flush();
      });
  };

  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = delays.initial;

  const dispatch = (payload: string) => {
    let message: HubMessage;
    try {
      message = decodeHubMessage(payload);
    } catch (error) {
      onError(error);
      return;
    }
    for (const handler of handlers) {
      try {
        handler(message);
      } catch (error) {
        onError(error);
      }
    }
  };

  const listen = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: options.connectionString,
      // keepAlive notices a silently dropped connection; the name makes the listener easy to find in pg_stat_activity
      keepAlive: true,
      application_name: `dpt-hubs-${channel}`,
    });
    client.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload) dispatch(notification.payload);
    });
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listener = undefined;
      if (error) onError(error);
      client.removeAllListeners();
      // a dropped client may still emit; an 'error' without a listener would crash the process
      client.on('error', () => undefined);
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('The hub backplane lost its PostgreSQL connection.')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        const client = await listen();
        if (closed) {
          await client.end();
          return;
        }
        listener = client;
        retryDelay = delays.initial;
        // what was published while nobody here listened is lost: tell the hubs, so their clients fetch again
        for (const handler of gapHandlers) {
          try {
            handler();
          } catch (error) {
            onError(error);
          }
        }
      } catch (error) {
        onError(error);
        retryDelay = Math.min(retryDelay * 2, delays.max);
        scheduleReconnect();
      }
    }, retryDelay);
  };

  try {
    listener = await listen();
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    async publish(message) {
      if (closed) throw new Error('The hub backplane is closed.');
      const payload = encodeHubMessage(message);
      await new Promise<void>((resolve, reject) => {
        waiting.push({ payload, resolve, reject });
        // the rest of this turn's messages join the statement
        if (!sending && waiting.length === 1) setImmediate(flush);
      });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onGap(handler) {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      handlers.clear();
      gapHandlers.clear();
      const client = listener;
      listener = undefined;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      }
      await pool.end();
    },
  };
}

/** Messages per statement; a NOTIFY payload is at most MAX_HUB_MESSAGE_BYTES. */
const BATCH_MAX = 50;

/**
 * The next messages for one statement, in order, taken from `waiting`. PostgreSQL delivers identical payloads
 * of one transaction once, so a batch ends before a payload it already holds (each publish stays one message).
 */
function takeBatch<T extends { payload: string }>(waiting: T[]): T[] {
  const seen = new Set<string>();
  let n = 0;
  while (n < waiting.length && n < BATCH_MAX && !seen.has(waiting[n]!.payload))
    seen.add(waiting[n++]!.payload);
  return waiting.splice(0, n);
}
