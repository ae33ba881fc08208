import { describe, expect, it } from 'vitest';
import { checkHandshake, parseClientMessage, ProtocolError } from './client-messages';

describe('checkHandshake', () => {
  it('accepts json version 1', () => {
    expect(checkHandshake('{"protocol":"json","version":1}')).toEqual({});
  });

  it('answers an error for another protocol or version', () => {
    expect(checkHandshake('{"protocol":"messagepack","version":1}').error).toMatch(
      /'messagepack' is not available/,
    );
    expect(checkHandshake('{"protocol":"json","version":2}').error).toMatch(/version 2/);
  });

  it.each(['not json', '[]', 'null', '{"protocol":"json"}', '{"version":1}'])(
    'rejects %j as no handshake',
    (record) => {
      expect(() => checkHandshake(record)).toThrow(ProtocolError);
    },
  );
});

describe('parseClientMessage', () => {
  it('parses invocations with and without invocationId', () => {
    expect(
      parseClientMessage('{"type":1,"target":"JoinGroup","arguments":["g"],"invocationId":"0"}'),
    ).toEqual({
      kind: 'invocation',
      target: 'JoinGroup',
      args: ['g'],
      invocationId: '0',
      hasStreams: false,
    });
    expect(parseClientMessage('{"type":1,"target":"X","arguments":[],"streamIds":["1"]}')).toMatchObject({
      hasStreams: true,
    });
  });

  it('parses stream invocations, cancels, pings and closes', () => {
    expect(parseClientMessage('{"type":4,"invocationId":"1","target":"S","arguments":[]}')).toEqual({
      kind: 'stream-invocation',
      invocationId: '1',
    });
    expect(parseClientMessage('{"type":5,"invocationId":"1"}')).toEqual({
      kind: 'cancel-invocation',
      invocationId: '1',
    });
    expect(parseClientMessage('{"type":6}')).toEqual({ kind: 'ping' });
    expect(parseClientMessage('{"type":7,"error":"bye"}')).toEqual({ kind: 'close' });
  });

  it('ignores answers to things the server never starts', () => {
    for (const type of [2, 3, 8, 9])
      expect(parseClientMessage(`{"type":${type}}`)).toEqual({ kind: 'ignored', type });
  });

  it.each([
    'garbage',
    '"a string"',
    '[1]',
    '{}',
    '{"type":"1"}',
    '{"type":42}',
    '{"type":1,"arguments":[]}',
    '{"type":1,"target":"X"}',
    '{"type":1,"target":"X","arguments":{}}',
    '{"type":1,"target":"X","arguments":[],"invocationId":5}',
    '{"type":4,"target":"S","arguments":[]}',
    '{"type":5}',
  ])('rejects %s', (record) => {
    expect(() => parseClientMessage(record)).toThrow(ProtocolError);
  });
});
