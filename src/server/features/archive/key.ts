/**
 * The archive key of SPEC §7 (GET /archive/{base64 key}): the process id in decimal, base64-encoded
 * (standard or URL-safe alphabet, padding optional), e.g. process 12 -> "MTI=". Undefined for anything else.
 */
const BASE64 = /^[A-Za-z0-9+/_-]{1,16}={0,2}$/;
const PROCESS_ID = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2147483647;

/** Pure. The archive key of a process. */
export function archiveKeyOf(processId: number): string {
  return Buffer.from(String(processId), 'utf8').toString('base64');
}

/** Pure. The process an archive key names; undefined when it is not base64 of a process id. */
export function processIdOfKey(key: string): number | undefined {
  if (!BASE64.test(key)) return undefined;
  const normal = key.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (normal.length % 4 === 1) return undefined;
  const text = Buffer.from(normal, 'base64').toString('utf8');
  // a round trip rules out stray bits that Buffer would drop silently
  if (Buffer.from(text, 'utf8').toString('base64').replace(/=+$/, '') !== normal) return undefined;
  if (!PROCESS_ID.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}
