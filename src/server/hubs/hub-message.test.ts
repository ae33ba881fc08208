import { describe, expect, it } from 'vitest';
import {
  decodeHubMessage,
  encodeHubMessage,
  HubMessageTooLargeError,
  MAX_HUB_MESSAGE_BYTES,
  parseHubMessage,
  type HubMessage,
} from './hub-message';

const message: HubMessage = {
  hub: 'users',
  organizationId: 1,
  target: 'FixedDatesUpdated',
  args: [{ id: 3 }],
  to: { kind: 'user', userId: 7 },
};

describe('hub messages', () => {
  it('round-trips through encode and decode', () => {
    expect(decodeHubMessage(encodeHubMessage(message))).toEqual(message);
  });

  it('drops fields that are not part of a message', () => {
    const extra = { ...message, secret: 'x', to: { kind: 'organization', userId: 3 } };
    expect(parseHubMessage(extra)).toEqual({ ...message, to: { kind: 'organization' } });
  });

  it.each([
    ['an unknown hub', { hub: 'chat' }],
    ['a missing organization', { organizationId: undefined }],
    ['organization 0', { organizationId: 0 }],
    ['a fractional organization', { organizationId: 1.5 }],
    ['an empty target', { target: '' }],
    ['args that are no array', { args: 'x' }],
    ['an unknown audience', { to: { kind: 'everyone' } }],
    ['a user audience without user', { to: { kind: 'user' } }],
    ['an empty group', { to: { kind: 'group', group: '' } }],
  ])('rejects %s', (_name, patch) => {
    expect(() => parseHubMessage({ ...message, ...patch })).toThrow(TypeError);
  });

  it('rejects a message PostgreSQL NOTIFY could not carry, counting bytes rather than characters', () => {
    // 'ä' is two bytes in UTF-8: fits by characters, not by bytes
    const big = { ...message, args: ['ä'.repeat(MAX_HUB_MESSAGE_BYTES / 2)] };
    expect(() => encodeHubMessage(big)).toThrow(HubMessageTooLargeError);
    expect(() => encodeHubMessage(big)).toThrow(/7900 bytes/);
  });

  it('rejects a payload that is not JSON', () => {
    expect(() => decodeHubMessage('{')).toThrow(SyntaxError);
  });
});
