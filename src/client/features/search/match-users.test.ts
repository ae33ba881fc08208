import { describe, expect, it } from 'vitest';
import { matchUsers } from './match-users';
import type { UserListItem } from '../../../engine/api/users';

const person = (id: number, firstName: string, lastName: string, shorthand: string): UserListItem => ({
  id,
  firstName,
  lastName,
  shorthand,
  position: 'Sales',
  supervisorId: null,
  supervisorName: null,
  mentorName: null,
  canBeImpersonated: false,
});

const people = [
  person(1, 'Emil', 'Weber', 'EWEB'),
  person(2, 'Jürgen', 'Weiß', 'JWEI'),
  person(3, 'Anna', 'Wendt', 'AWEN'),
  person(4, 'Tom', 'Klein', 'TKLE'),
  person(5, 'Lena', 'Wegner', 'LWEG'),
  person(6, 'Ben', 'Werner', 'BWER'),
  person(7, 'Sara', 'Westphal', 'SWES'),
];

describe('matchUsers', () => {
  it('shows at most five by last name and counts the rest', () => {
    const { shown, more } = matchUsers(people, 'we', 5);
    expect(shown.map((p) => p.lastName)).toEqual(['Weber', 'Wegner', 'Weiß', 'Wendt', 'Werner']);
    expect(more).toBe(1);
  });

  it('finds first and last name in either order, shorthands, and ignores case and accents', () => {
    expect(matchUsers(people, 'juergen', 5).shown).toEqual([]);
    expect(matchUsers(people, 'jurgen', 5).shown.map((p) => p.id)).toEqual([2]);
    expect(matchUsers(people, 'klein tom', 5).shown.map((p) => p.id)).toEqual([4]);
    expect(matchUsers(people, 'Tom Kl', 5).shown.map((p) => p.id)).toEqual([4]);
    expect(matchUsers(people, 'tkle', 5).shown.map((p) => p.id)).toEqual([4]);
    expect(matchUsers(people, 'zz', 5)).toEqual({ shown: [], more: 0 });
  });
});
