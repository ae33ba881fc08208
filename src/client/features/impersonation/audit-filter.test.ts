// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { toAuditFilter } from './impersonations-page';

describe('audit filters', () => {
  it('asks for the chosen people and whole days, the last day included', () => {
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
});
