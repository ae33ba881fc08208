/** The SignalR text framing: every JSON record ends with the ASCII record separator 0x1E. */
export const RECORD_SEPARATOR = '\u001e';

/** Serializes one record (handshake or hub message) with its terminator; pure. */
export function frame(record: object): string {
  return JSON.stringify(record) + RECORD_SEPARATOR;
}

/** Thrown when a peer sends more unterminated text than a record may hold. */
export class RecordTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`A record exceeded ${limit} characters without a record separator`);
    this.name = 'RecordTooLargeError';
  }
}

/**
 * Splits incoming text into complete records. WebSocket frames normally carry whole records, but the protocol
 * does not promise it, so an unterminated tail is kept for the next chunk (bounded, so a peer cannot make the
 * server buffer without end).
 */
export class RecordReader {
  private pending = '';

  constructor(private readonly maxRecordLength: number) {}

  /** Appends a chunk and returns the records it completed, without their separators (empty ones dropped). */
  push(chunk: string): string[] {
    const parts = (this.pending + chunk).split(RECORD_SEPARATOR);
    this.pending = parts.pop() ?? '';
    if (this.pending.length > this.maxRecordLength) throw new RecordTooLargeError(this.maxRecordLength);
    return parts.filter((part) => part.length > 0);
  }
}
