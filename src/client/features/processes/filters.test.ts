import { describe, expect, it } from 'vitest';
import { defaultScope, filtersToParams, hierarchyQuery, matchesFilters, parseFilters } from './filters';
import type { Process } from '../../../engine/api/feedbacks-answers';

describe('process filters in the URL', () => {
  it('read status, type, kw, indirect and scope, ignoring nonsense', () => {
    expect(parseFilters(new URLSearchParams('status=110&type=1&kw=Weber&indirect=true&scope=all'))).toEqual({
      status: 110,
      type: 1,
      kw: 'Weber',
      indirect: true,
      scope: 'all',
    });
    expect(parseFilters(new URLSearchParams('status=x&type=9&indirect=yes&scope=other'))).toEqual({
      status: undefined,
      type: undefined,
      kw: '',
      indirect: false,
      scope: 'team',
    });
  });

  it('write only what differs from the defaults, and round-trip', () => {
    expect(filtersToParams({ kw: '', indirect: false, scope: 'team' }).toString()).toBe('');
    const filters = { status: 150, type: 3, kw: 'KW 7', indirect: true, scope: 'team' as const };
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });

  it('default to what the caller acts on, and keep a chosen other scope in the URL', () => {
    expect(defaultScope({ isSupervisor: true, readsAll: true })).toBe('team');
    expect(defaultScope({ isSupervisor: false, readsAll: true })).toBe('all');
    expect(defaultScope({ isSupervisor: false, readsAll: false })).toBe('own');
    const team = { kw: '', indirect: false, scope: 'team' as const };
    expect(filtersToParams(team, 'all').toString()).toBe('scope=team');
    expect(parseFilters(new URLSearchParams(''), 'all')).toMatchObject({ scope: 'all' });
    expect(parseFilters(new URLSearchParams('scope=all'), 'own', ['own'])).toMatchObject({ scope: 'own' });
  });

  it('build the hierarchy query', () => {
    expect(hierarchyQuery({ type: 1, kw: ' 7 ', indirect: false, scope: 'team' })).toEqual({
      status: undefined,
      type: 1,
      kw: '7',
      indirect: undefined,
    });
  });

  it('filter all processes by status, type and keyword', () => {
    const process = {
      statusId: 110,
      processType: 1,
      recipient: { id: 1, firstName: 'Emil', lastName: 'Weber', shorthand: 'EWEB' },
      title: { 'de-DE': 'MAFEG 2025/26' },
    } as unknown as Process;
    const base = { kw: '', indirect: false, scope: 'all' as const };
    expect(matchesFilters(process, { ...base, kw: 'weber' })).toBe(true);
    expect(matchesFilters(process, { ...base, kw: 'eweb' })).toBe(true);
    expect(matchesFilters(process, { ...base, kw: '2025' })).toBe(true);
    expect(matchesFilters(process, { ...base, kw: 'Schmidt' })).toBe(false);
    expect(matchesFilters(process, { ...base, status: 120 })).toBe(false);
    expect(matchesFilters(process, { ...base, type: 3 })).toBe(false);
  });
});
