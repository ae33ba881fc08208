import { describe, expect, it } from 'vitest';
import { frame, RECORD_SEPARATOR, RecordReader, RecordTooLargeError } from './framing';
import {
  closeRecord,
  completionRecord,
  handshakeRecord,
  invocationRecord,
  PING_RECORD,
} from './server-messages';

describe('RecordReader', () => {
  it('splits a chunk into its records and drops empty ones', () => {
    const reader = new RecordReader(100);
    expect(reader.push(`{"a":1}${RECORD_SEPARATOR}${RECORD_SEPARATOR}{"b":2}${RECORD_SEPARATOR}`)).toEqual([
      '{"a":1}',
      '{"b":2}',
    ]);
  });

  it('keeps an unterminated tail until the next chunk completes it', () => {
    const reader = new RecordReader(100);
    expect(reader.push('{"type":')).toEqual([]);
    expect(reader.push(`6}${RECORD_SEPARATOR}{"ty`)).toEqual(['{"type":6}']);
    expect(reader.push(`pe":7}${RECORD_SEPARATOR}`)).toEqual(['{"type":7}']);
  });

  it('refuses to buffer an unterminated record past its limit', () => {
    const reader = new RecordReader(10);
    expect(() => reader.push('x'.repeat(11))).toThrow(RecordTooLargeError);
  });

  it('reads back what frame writes, whatever the text contains', () => {
    const record = { type: 1, target: 'T', arguments: ['ä \n "quoted" \u001f'] };
    expect(new RecordReader(1000).push(frame(record)).map((r) => JSON.parse(r) as unknown)).toEqual([record]);
  });
});

describe('server messages', () => {
  const parse = (record: string) => {
    expect(record.endsWith(RECORD_SEPARATOR)).toBe(true);
    return JSON.parse(record.slice(0, -1)) as unknown;
  };

  it('writes the handshake answers', () => {
    expect(parse(handshakeRecord())).toEqual({});
    expect(parse(handshakeRecord('nope'))).toEqual({ error: 'nope' });
  });

  it('writes invocations without invocationId, completions, pings and closes', () => {
    expect(parse(invocationRecord('FormSaved', [1, 'x']))).toEqual({
      type: 1,
      target: 'FormSaved',
      arguments: [1, 'x'],
    });
    expect(parse(completionRecord('7', {}))).toEqual({ type: 3, invocationId: '7' });
    expect(parse(completionRecord('7', { error: 'bad' }))).toEqual({
      type: 3,
      invocationId: '7',
      error: 'bad',
    });
    expect(parse(PING_RECORD)).toEqual({ type: 6 });
    expect(parse(closeRecord({ allowReconnect: true }))).toEqual({ type: 7, allowReconnect: true });
    expect(parse(closeRecord({ error: 'broken' }))).toEqual({ type: 7, error: 'broken' });
  });
});
