/** Message type numbers of the SignalR hub protocol (HubProtocol.md). */
export const MESSAGE_TYPE = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
  ack: 8,
  sequence: 9,
} as const;

/** The only hub protocol this server speaks; MessagePack is not supported. */
const HUB_PROTOCOL = { name: 'json', version: 1 } as const;

/** A client broke the protocol (bad JSON, wrong shape, unknown type): the connection is closed. */
export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/** What a client can say after the handshake, reduced to what the server acts on. */
export type ClientMessage =
  | { kind: 'invocation'; invocationId?: string; target: string; args: unknown[]; hasStreams: boolean }
  | { kind: 'stream-invocation'; invocationId: string }
  | { kind: 'cancel-invocation'; invocationId: string }
  | { kind: 'ping' }
  | { kind: 'close' }
  // stream items, completions, acks and sequences answer things this server never starts
  | { kind: 'ignored'; type: number };

type JsonObject = Record<string, unknown>;

function parseObject(record: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    throw new ProtocolError('Message is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ProtocolError('Message must be a JSON object.');
  }
  return value as JsonObject;
}

function requireString(message: JsonObject, field: string): string {
  const value = message[field];
  if (typeof value !== 'string' || value.length === 0)
    throw new ProtocolError(`Message field "${field}" must be a string.`);
  return value;
}

/**
 * Checks the handshake request record. Pure. Returns the error text for the handshake response when the
 * protocol is valid but unsupported; throws ProtocolError when it is not a handshake at all.
 */
export function checkHandshake(record: string): { error?: string } {
  const request = parseObject(record);
  const { protocol, version } = request;
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    throw new ProtocolError('Handshake must name a protocol and a version.');
  }
  if (protocol !== HUB_PROTOCOL.name) return { error: `Requested protocol '${protocol}' is not available.` };
  if (version !== HUB_PROTOCOL.version) {
    return { error: `The server does not support version ${version} of the '${protocol}' protocol.` };
  }
  return {};
}

function parseInvocation(message: JsonObject): ClientMessage {
  const target = requireString(message, 'target');
  const args = message.arguments;
  if (!Array.isArray(args)) throw new ProtocolError('Invocation "arguments" must be an array.');
  const { invocationId, streamIds } = message;
  if (invocationId !== undefined && typeof invocationId !== 'string') {
    throw new ProtocolError('Invocation "invocationId" must be a string.');
  }
  const hasStreams = Array.isArray(streamIds) && streamIds.length > 0;
  return { kind: 'invocation', target, args, hasStreams, ...(invocationId ? { invocationId } : {}) };
}

/** Parses one post-handshake record from a client. Pure; throws ProtocolError on anything malformed. */
export function parseClientMessage(record: string): ClientMessage {
  const message = parseObject(record);
  const type = message.type;
  switch (type) {
    case MESSAGE_TYPE.invocation:
      return parseInvocation(message);
    case MESSAGE_TYPE.streamInvocation:
      return { kind: 'stream-invocation', invocationId: requireString(message, 'invocationId') };
    case MESSAGE_TYPE.cancelInvocation:
      return { kind: 'cancel-invocation', invocationId: requireString(message, 'invocationId') };
    case MESSAGE_TYPE.ping:
      return { kind: 'ping' };
    case MESSAGE_TYPE.close:
      return { kind: 'close' };
    case MESSAGE_TYPE.streamItem:
    case MESSAGE_TYPE.completion:
    case MESSAGE_TYPE.ack:
    case MESSAGE_TYPE.sequence:
      return { kind: 'ignored', type };
    default:
      throw new ProtocolError(`Unknown message type ${JSON.stringify(type)}.`);
  }
}
