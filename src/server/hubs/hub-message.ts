import { HUB_NAMES, type HubName } from '../../engine/constants';

/** Who receives a hub message, always inside `HubMessage.organizationId`. */
export type HubAudience =
  { kind: 'organization' } | { kind: 'user'; userId: number } | { kind: 'group'; group: string };

/**
 * One event for the clients of one hub, as it travels through the backplane. With several audiences, a
 * connection in more than one of them gets the message once.
 */
export type HubMessage = {
  hub: HubName;
  organizationId: number;
  target: string;
  args: unknown[];
  to: HubAudience | readonly HubAudience[];
};

/**
 * PostgreSQL rejects NOTIFY payloads of 8000 bytes or more; the margin keeps room for the channel framing.
 * Every backplane enforces it, so an oversized event fails in development (PGlite) as it would in production.
 */
export const MAX_HUB_MESSAGE_BYTES = 7900;

/** Longest custom group name a client may join; group names are ids (a form, a process), never prose. */
export const MAX_GROUP_NAME_LENGTH = 200;

/** Thrown when an event does not fit the backplane: publish ids and let clients fetch the data instead. */
export class HubMessageTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(
      `Hub message is ${bytes} bytes, more than the ${MAX_HUB_MESSAGE_BYTES} bytes a PostgreSQL NOTIFY can carry; ` +
        'publish ids and let clients fetch the data.',
    );
    this.name = 'HubMessageTooLargeError';
  }
}

/** True for one of the seven hub names of SPEC §7. Pure. */
export const isHubName = (value: unknown): value is HubName =>
  typeof value === 'string' && (HUB_NAMES as readonly string[]).includes(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** True for a valid custom group name (non-empty, bounded length). */
export const isGroupName = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_GROUP_NAME_LENGTH;

function parseAudience(value: unknown): HubAudience {
  if (!isRecord(value)) throw new TypeError('Hub message "to" must be an object');
  if (value.kind === 'organization') return { kind: 'organization' };
  if (value.kind === 'user' && isId(value.userId)) return { kind: 'user', userId: value.userId };
  if (value.kind === 'group' && isGroupName(value.group)) return { kind: 'group', group: value.group };
  throw new TypeError('Hub message "to" must be an organization, a user with userId or a group with a name');
}

/**
 * Validates an untrusted value (a NOTIFY payload, a caller's object) as a HubMessage and returns a clean copy.
 * Pure; throws a TypeError naming the first invalid field.
 */
export function parseHubMessage(value: unknown): HubMessage {
  if (!isRecord(value)) throw new TypeError('Hub message must be an object');
  const { hub, organizationId, target, args, to } = value;
  if (!isHubName(hub)) throw new TypeError(`Unknown hub "${String(hub)}"`);
  if (!isId(organizationId)) throw new TypeError('Hub message organizationId must be a positive integer');
  if (typeof target !== 'string' || target.length === 0)
    throw new TypeError('Hub message target must be a name');
  if (!Array.isArray(args)) throw new TypeError('Hub message args must be an array');
  const audiences = Array.isArray(to) ? to.map(parseAudience) : parseAudience(to);
  return { hub, organizationId, target, args, to: audiences };
}

/** Serializes a message for the backplane; pure; throws HubMessageTooLargeError past MAX_HUB_MESSAGE_BYTES. */
export function encodeHubMessage(message: HubMessage): string {
  const json = JSON.stringify(parseHubMessage(message));
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > MAX_HUB_MESSAGE_BYTES) throw new HubMessageTooLargeError(bytes);
  return json;
}

/** Parses a backplane payload produced by encodeHubMessage; pure; throws on bad JSON or shape. */
export function decodeHubMessage(payload: string): HubMessage {
  return parseHubMessage(JSON.parse(payload) as unknown);
}
