// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { auditQuery } from './api';
import { toAuditFilter } from './impersonations-page';

describe('audit filters', () => {
  it('asks for whole days in the browser time zone, the last day included', () => {
    const filter = toAuditFilter({
      userId: 7,
      adminId: null,
      from: new Date(2026, 10, 3, 15, 30),
      to: new Date(2026, 10, 5, 9, 0),
    });
    expect(filter).toEqual({
      userId: 7,
      from: new Date(2026, 10, 3).toISOString(),
      to: new Date(2026, 10, 6).toISOString(),
    });
    expect(toAuditFilter({ userId: null, adminId: null, from: null, to: null })).toEqual({});
  });

  it('builds the query with paging and only the filters given', () => {
    expect(auditQuery({ adminId: 3 }, 2, 25)).toBe('pageIndex=2&pageSize=25&adminId=3');
  });
});
