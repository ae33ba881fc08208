import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, type RawData } from 'ws';
import type { HubName } from '../../engine/constants';
import { checkHandshake, parseClientMessage, ProtocolError, type ClientMessage } from './client-messages';
import { RecordReader, RecordTooLargeError } from './framing';
import type { HubGroupAccess, HubPrincipal } from './hub-auth';
import type { HubMember, HubRegistry } from './hub-registry';
import type { HubTiming } from './hub-timing';
import { invokeHubMethod } from './hub-methods';
import { closeRecord, completionRecord, handshakeRecord, PING_RECORD } from './server-messages';

/** The largest message a client may send; clients only send handshakes, pings and group names. */
export const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;
/** A client that lets this much outgoing data pile up is not reading; it is cut off rather than buffered. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const CLOSE_NORMAL = 1000;
const CLOSE_UNSUPPORTED_DATA = 1003;
const CLOSE_POLICY = 1008;
const CLOSE_SERVER_ERROR = 1011;

export type HubLogger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export type HubSessionInit = {
  id: string;
  hub: HubName;
  principal: HubPrincipal;
  registry: HubRegistry;
  /** who may join which custom group */
  mayJoin: HubGroupAccess;
  timing: HubTiming;
  log: HubLogger;
};

const toText = (data: RawData): string =>
  (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString('utf8');

/**
 * One client's WebSocket after the upgrade: the handshake, then invocations, pings and close, as in the
 * SignalR JSON hub protocol. A client that breaks the protocol gets a Close message and is disconnected;
 * nothing it sends can throw out of this class.
 */
export class HubSession implements HubMember {
  readonly id: string;
  readonly hub: HubName;
  readonly principal: HubPrincipal;
  /** resolves when the socket has closed, whoever closed it */
  readonly closed: Promise<void>;
  private state: 'handshake' | 'open' | 'closed' = 'handshake';
  private readonly reader = new RecordReader(MAX_CLIENT_MESSAGE_BYTES);
  private readonly startedAt = Date.now();
  private lastReceivedAt = this.startedAt;
  private lastSentAt = this.startedAt;
  private graceTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly init: HubSessionInit,
  ) {
    ({ id: this.id, hub: this.hub, principal: this.principal } = init);
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    // ws reports invalid frames (bad UTF-8, oversized) here and closes the socket itself; unhandled it would crash
    socket.on('error', (error) => init.log.debug({ err: error, connectionId: this.id }, 'hub socket error'));
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        this.detach();
        clearTimeout(this.graceTimer);
        resolve();
      }),
    );
  }

  /** Whether the connection has ended (closed by either side, or being closed). */
  get isClosed(): boolean {
    return this.state === 'closed';
  }

  /** Sends a complete record if the handshake is done and the socket can take it. */
  send(record: string): void {
    if (this.state !== 'open' || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.init.log.warn({ connectionId: this.id }, 'hub client is not reading; disconnecting it');
      this.detach();
      this.socket.terminate();
      return;
    }
    this.socket.send(record);
    this.lastSentAt = Date.now();
  }

  /** Called periodically: enforces the handshake and client time-outs and keeps the connection alive. */
  tick(now: number): void {
    if (this.state === 'handshake' && now - this.startedAt > this.init.timing.handshakeTimeoutMs) {
      this.refuseHandshake('The handshake was not received in time.');
    } else if (this.state === 'open' && now - this.lastReceivedAt > this.init.timing.clientTimeoutMs) {
      // the client may just have been asleep; let it reconnect and refetch
      this.close({ error: 'No message from the client within the timeout.', allowReconnect: true });
    } else if (this.state === 'open' && now - this.lastSentAt >= this.init.timing.keepAliveMs) {
      this.send(PING_RECORD);
    }
  }

  /** Ends the connection from the server side with a Close message (after the handshake) and a close frame. */
  close(options: { error?: string; allowReconnect?: boolean; code?: number }): void {
    if (this.state === 'open') this.send(closeRecord(options));
    this.detach();
    this.socket.close(options.code ?? CLOSE_NORMAL);
    // a peer that never answers the close frame would otherwise hold the socket for ws's 30 s timeout
    this.graceTimer = setTimeout(() => this.socket.terminate(), this.init.timing.closeGraceMs);
    this.graceTimer.unref();
  }

  private detach(): void {
    this.state = 'closed';
    this.init.registry.remove(this);
  }

  private refuseHandshake(error: string): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(handshakeRecord(error));
    this.close({ code: CLOSE_POLICY });
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    this.lastReceivedAt = Date.now();
    if (isBinary) {
      this.fail('Binary messages are not supported; use the JSON protocol.', CLOSE_UNSUPPORTED_DATA);
      return;
    }
    try {
      for (const record of this.reader.push(toText(data))) {
        if (this.state === 'handshake') this.handshake(record);
        else if (this.state === 'open') this.handle(parseClientMessage(record));
      }
    } catch (error) {
      if (error instanceof ProtocolError || error instanceof RecordTooLargeError) {
        this.fail(error.message, CLOSE_POLICY);
      } else {
        this.init.log.error({ err: error, connectionId: this.id }, 'hub message handling failed');
        this.fail('An unexpected error occurred on the server.', CLOSE_SERVER_ERROR);
      }
    }
  }

  private fail(error: string, code: number): void {
    this.init.log.debug(
      { connectionId: this.id, reason: error },
      'closing hub connection after a protocol error',
    );
    if (this.state === 'handshake') this.refuseHandshake(error);
    // no allowReconnect: a client that sent a malformed message would only send it again
    else this.close({ error, code });
  }

  private handshake(record: string): void {
    const { error } = checkHandshake(record);
    if (error) {
      this.refuseHandshake(error);
      return;
    }
    this.state = 'open';
    this.send(handshakeRecord());
    this.init.registry.add(this);
  }

  private handle(message: ClientMessage): void {
    switch (message.kind) {
      case 'invocation': {
        const { invocationId } = message;
        void invokeHubMethod(this.init.registry, this, message, this.init.mayJoin)
          .catch((err: unknown) => {
            this.init.log.error({ err, hub: this.init.hub }, 'hub method failed');
            return { error: 'The hub method failed.' };
          })
          .then((outcome) => {
            if (invocationId) this.send(completionRecord(invocationId, outcome));
          });
        return;
      }
      case 'stream-invocation':
        this.send(
          completionRecord(message.invocationId, { error: 'Streaming hub methods are not supported.' }),
        );
        return;
      case 'cancel-invocation':
        this.send(
          completionRecord(message.invocationId, { error: 'There is no streaming invocation to cancel.' }),
        );
        return;
      case 'close':
        // the client is leaving; it needs no Close message back
        this.detach();
        this.close({ code: CLOSE_NORMAL });
        return;
      case 'ping':
      case 'ignored':
        return;
    }
  }
}
