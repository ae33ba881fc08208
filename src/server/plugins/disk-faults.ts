/** What went wrong with the disk beneath the data folder or the database, if that is what an error says. */
export type DiskFault = 'full' | 'read-only' | 'no-permission';

// Node's system error codes, and PostgreSQL's disk_full (53100) and insufficient_resources' out-of-space cases
const NODE_CODES: Record<string, DiskFault> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  '53100': 'full',
  EROFS: 'read-only',
  EACCES: 'no-permission',
  EPERM: 'no-permission',
};
// PGlite's file system (Emscripten) throws `ErrnoError { errno }` with WASI's numbers, not a Node error
const WASI_ERRNOS: Record<number, DiskFault> = {
  51: 'full',
  19: 'full',
  69: 'read-only',
  2: 'no-permission',
  63: 'no-permission',
};

/** Pure. The disk fault an error reports (a Node, PostgreSQL or PGlite error, or its cause), or undefined. */
export function diskFaultOf(error: unknown): DiskFault | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, errno, name, message, cause } = e as {
      code?: unknown;
      errno?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && NODE_CODES[code]) return NODE_CODES[code];
    if (name === 'ErrnoError' && typeof errno === 'number' && WASI_ERRNOS[errno]) return WASI_ERRNOS[errno];
    if (typeof message === 'string' && /No space left on device|could not extend file/i.test(message))
      return 'full';
    e = cause;
  }
  return undefined;
}

/** The sentence for an operator: what is wrong with which folder, and what to do. */
export function describeDiskFault(fault: DiskFault, folder: string): string {
  switch (fault) {
    case 'full':
      return `The disk of ${folder} is full. Free space there, or set DATA_DIR to a folder on a disk with room.`;
    case 'read-only':
      return `${folder} is on a read-only file system. Set DATA_DIR to a writable folder.`;
    case 'no-permission':
      return `This server's user may not write to ${folder}. Give it write access, or set DATA_DIR to a folder it may write.`;
  }
}
