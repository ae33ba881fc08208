import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import type { HubName } from '../../engine/constants';
import type { ConnectionTokens } from './connection-tokens';
import { readAccessToken, toHubError, type HubAuthenticate, type HubPrincipal } from './hub-auth';
import { isHubName } from './hub-message';
import type { HubLogger } from './hub-session';
import type { HubErrorResponse } from './schemas';

const HUBS_PATH_PREFIX = '/hubs/';

const SHUTTING_DOWN: HubErrorResponse = {
  statusCode: 503,
  code: 'UNAVAILABLE',
  message: 'The server is shutting down.',
};

export type UpgradeDependencies = {
  wss: WebSocketServer;
  tokens: ConnectionTokens;
  authenticate: HubAuthenticate;
  log: HubLogger;
  isClosing: () => boolean;
  /** whether another 'upgrade' listener may take paths outside /hubs/ */
  othersListen: () => boolean;
  accept: (socket: WebSocket, hub: HubName, principal: HubPrincipal, connectionId: string) => void;
};

/** Answers an upgrade request with a plain HTTP error and closes the socket once the answer is written. */
function refuse(socket: Duplex, answer: HubErrorResponse): void {
  if (socket.destroyed) return;
  const body = JSON.stringify(answer);
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${answer.statusCode} ${STATUS_CODES[answer.statusCode] ?? 'Error'}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Handles the HTTP server's 'upgrade' event for `/hubs/<name>?id=<connectionToken>&organization=…`: authenticates
 * again (the token may have been revoked since negotiate), redeems the connection token, which must come from a
 * negotiate of the same principal on the same hub, then hands the WebSocket over. The access token comes from the
 * Authorization header or the `access_token` query parameter (browsers cannot set WebSocket headers). Since
 * authentication is by token and never by cookie, a cross-site page cannot open a socket as the user.
 */
export function createUpgradeHandler(deps: UpgradeDependencies) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(HUBS_PATH_PREFIX)) {
      // other paths belong to other listeners; with none, an unanswered upgrade would hang until the client gives up
      if (!deps.othersListen())
        refuse(socket, { statusCode: 404, code: 'NOT_FOUND', message: 'No WebSocket endpoint here.' });
      return;
    }
    // a client resetting the connection while we authenticate must not become an unhandled 'error'
    socket.on('error', (error) => deps.log.debug({ err: error }, 'hub upgrade socket error'));
    handle(deps, request, socket, head, url).catch((error: unknown) => {
      deps.log.error({ err: error }, 'hub upgrade failed');
      refuse(socket, toHubError(error));
    });
  };
}

async function handle(
  deps: UpgradeDependencies,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  url: URL,
) {
  const name = url.pathname.slice(HUBS_PATH_PREFIX.length);
  if (!isHubName(name))
    return refuse(socket, { statusCode: 404, code: 'HUB_NOT_FOUND', message: `There is no hub "${name}".` });
  if (deps.isClosing()) return refuse(socket, SHUTTING_DOWN);
  let principal: HubPrincipal;
  try {
    const token = readAccessToken(
      request.headers.authorization,
      url.searchParams.get('access_token') ?? undefined,
    );
    principal = await deps.authenticate(token, url.searchParams.get('organization') ?? undefined);
  } catch (error) {
    const answer = toHubError(error);
    if (answer.statusCode >= 500) deps.log.error({ err: error }, 'hub authentication failed');
    return refuse(socket, answer);
  }
  const connectionId = deps.tokens.redeem(url.searchParams.get('id') ?? undefined, name, principal);
  if (!connectionId) {
    const message =
      'No negotiated connection with this id for you (expired, used or unknown); negotiate again.';
    return refuse(socket, { statusCode: 404, code: 'CONNECTION_NOT_FOUND', message });
  }
  if (socket.destroyed) return;
  // shutdown may have begun while we were authenticating
  if (deps.isClosing()) return refuse(socket, SHUTTING_DOWN);
  deps.wss.handleUpgrade(request, socket, head, (webSocket) =>
    deps.accept(webSocket, name, principal, connectionId),
  );
}
