import { describe, expect, it } from 'vitest';
import { describeDiskFault, diskFaultOf } from './disk-faults';

describe('diskFaultOf', () => {
  it('reads Node, PostgreSQL and PGlite errors, also as a cause', () => {
    expect(diskFaultOf(Object.assign(new Error('x'), { code: 'ENOSPC' }))).toBe('full');
    expect(diskFaultOf(Object.assign(new Error('x'), { code: '53100' }))).toBe('full');
    expect(diskFaultOf({ name: 'ErrnoError', errno: 51 })).toBe('full');
    expect(diskFaultOf({ name: 'ErrnoError', errno: 69 })).toBe('read-only');
    expect(diskFaultOf(new Error('outer', { cause: Object.assign(new Error('x'), { code: 'EROFS' }) }))).toBe(
      'read-only',
    );
    expect(diskFaultOf(Object.assign(new Error('x'), { code: 'EACCES' }))).toBe('no-permission');
  });
  it('leaves other errors alone', () => {
    expect(diskFaultOf(new Error('syntax error'))).toBeUndefined();
    expect(diskFaultOf(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(diskFaultOf(undefined)).toBeUndefined();
  });
  it('names the folder in one sentence', () => {
    expect(describeDiskFault('full', '/srv/dpt')).toMatch(/^The disk of \/srv\/dpt is full\./);
  });
});
