import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { Backplane } from './backplane';
import { ConnectionTokens } from './connection-tokens';
import {
  matchesSession,
  type HubAuthenticate,
  type HubEndedSessions,
  type HubGroupAccess,
  type HubSessionMatch,
} from './hub-auth';
import type { HubMessage } from './hub-message';
import { HubRegistry } from './hub-registry';
import { HubSession, MAX_CLIENT_MESSAGE_BYTES, type HubLogger } from './hub-session';
import { DEFAULT_HUB_TIMING, sweepInterval, type HubTiming } from './hub-timing';
import { registerNegotiateRoute } from './negotiate-route';
import { createUpgradeHandler } from './upgrade';

export type {
  HubAuthenticate,
  HubEndedSessions,
  HubGroupAccess,
  HubPrincipal,
  HubSessionMatch,
} from './hub-auth';

export type HubOptions = {
  /** the one path of every event; shared by all instances; its creator closes it (registerHubs does not) */
  backplane: Backplane;
  /** token + organization slug -> principal; throws with statusCode 401, 403 or 404 */
  authenticate: HubAuthenticate;
  /** who may join which custom group (JoinGroup) */
  mayJoin: HubGroupAccess;
  /** which open connections' sign-ins have ended since (asked periodically; those connections are closed) */
  endedSessions?: HubEndedSessions;
  /** default: a child of app.log */
  log?: HubLogger;
  /**
   * signs negotiate's connection tokens; give every instance behind one load balancer the same secret, or the
   * WebSocket must reach the instance that negotiated (sticky sessions). Default: random, this instance only.
   */
  tokenSecret?: string;
  /** protocol time limits; tests shorten them */
  timing?: Partial<HubTiming>;
};

/** What the app gets as `app.hubs`. */
export type HubsDecorator = {
  /** Publishes an event through the backplane, so clients on every instance get it; rejects if invalid or too large. */
  publish(message: HubMessage): Promise<void>;
  /** WebSocket connections currently open on this instance (handshake pending included). */
  connectionCount(): number;
  /**
   * Closes this instance's connections of a revoked grant or of a person at once, without allowing reconnect;
   * other instances find theirs at their next session check. Returns how many were closed.
   */
  endSessions(match: HubSessionMatch): number;
};

/** What a connection whose sign-in ended is told in its Close message. */
const SESSION_ENDED = 'The sign-in of this connection has ended; sign in again.';

declare module 'fastify' {
  interface FastifyInstance {
    hubs: HubsDecorator;
  }
}

/**
 * Serves the SignalR hubs of SPEC §7 on this Fastify instance: the negotiate route, WebSocket upgrades under
 * /hubs/, and delivery of backplane events to the clients connected here. Call it directly (`await
 * registerHubs(app, options)`), not through `app.register`, so `app.hubs` is visible on the root instance. On
 * close, every client gets a Close message allowing reconnect (to another instance, or this one after a restart).
 */
export async function registerHubs(app: FastifyInstance, options: HubOptions): Promise<void> {
  const timing: HubTiming = { ...DEFAULT_HUB_TIMING, ...options.timing };
  const log = options.log ?? app.log.child({ module: 'hubs' });
  const tokens = new ConnectionTokens(timing.tokenTtlMs, options.tokenSecret);
  const registry = new HubRegistry();
  const sessions = new Set<HubSession>();
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: MAX_CLIENT_MESSAGE_BYTES,
  });
  let closing = false;
  const isClosing = () => closing;

  const unsubscribe = options.backplane.subscribe((message) => {
    try {
      registry.deliver(message);
    } catch (error) {
      log.error({ err: error, hub: message.hub, target: message.target }, 'hub delivery failed');
    }
  });
  // Events may have been lost while the backplane was away (a database restart): every client reconnects, and
  // each open view fetches again on reconnect (the client's resync), instead of showing stale data.
  const unsubscribeGap = options.backplane.onGap(() => {
    const open = [...sessions].filter((session) => !session.isClosed);
    if (closing || open.length === 0) return;
    log.info(
      { connections: open.length },
      'hub events may have been missed; clients reconnect to fetch again',
    );
    for (const session of open) session.close({ allowReconnect: true });
  });
  const end = (session: HubSession) => session.close({ error: SESSION_ENDED, allowReconnect: false });
  // Sign-outs and deactivations elsewhere (another instance, SCIM, the users page) reach this instance's
  // connections here: one question for all of them, never two at once.
  let checking = false;
  const checkSessions = async () => {
    const open = [...sessions].filter((session) => !session.isClosed);
    if (checking || closing || open.length === 0 || !options.endedSessions) return;
    checking = true;
    try {
      const ended = await options.endedSessions(open.map((session) => session.principal));
      for (const session of open) if (ended.has(session.principal) && !session.isClosed) end(session);
    } catch (error) {
      log.warn({ err: error }, 'checking the hub connections’ sign-ins failed');
    } finally {
      checking = false;
    }
  };
  const sessionChecker = setInterval(() => void checkSessions(), timing.sessionCheckMs);
  sessionChecker.unref();

  // one timer for all connections instead of three per connection
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const session of sessions) session.tick(now);
  }, sweepInterval(timing));
  sweeper.unref();

  registerNegotiateRoute(app, { tokens, authenticate: options.authenticate, isClosing });

  const onUpgrade = createUpgradeHandler({
    wss,
    tokens,
    authenticate: options.authenticate,
    log,
    isClosing,
    othersListen: () => app.server.listenerCount('upgrade') > 1,
    accept: (socket, hub, principal, connectionId) => {
      const session = new HubSession(socket, {
        id: connectionId,
        hub,
        principal,
        registry,
        timing,
        log,
        mayJoin: options.mayJoin,
      });
      sessions.add(session);
      void session.closed.then(() => sessions.delete(session));
      // a socket accepted after preClose took its snapshot would keep the HTTP server from closing
      if (closing) session.close({ allowReconnect: true });
    },
  });
  app.server.on('upgrade', onUpgrade);

  app.decorate('hubs', {
    publish: (message: HubMessage) => options.backplane.publish(message),
    connectionCount: () => sessions.size,
    endSessions: (match) => {
      const matching = [...sessions].filter((s) => !s.isClosed && matchesSession(s.principal, match));
      matching.forEach(end);
      return matching.length;
    },
  } satisfies HubsDecorator);

  // preClose, not onClose: the HTTP server's close waits for upgraded sockets, and it runs before onClose hooks
  app.addHook('preClose', async () => {
    closing = true;
    const open = [...sessions];
    for (const session of open) session.close({ allowReconnect: true });
    await Promise.all(open.map((session) => session.closed));
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeGap();
    clearInterval(sweeper);
    clearInterval(sessionChecker);
    app.server.off('upgrade', onUpgrade);
    wss.close();
  });
}
