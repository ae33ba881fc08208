import { describe, expect, it } from 'vitest';
import { nominees } from './nominees';
import type { UserListItem } from '../../../engine/api/users';

const user = (id: number, lastName: string, supervisorId: number | null): UserListItem => ({
  id,
  shorthand: lastName.slice(0, 4).toUpperCase(),
  firstName: 'A',
  lastName,
  position: 'Sales',
  supervisorId,
  supervisorName: null,
  mentorName: null,
  canBeImpersonated: false,
});
const users = [user(1, 'Self', null), user(2, 'Zeta', 1), user(3, 'Alpha', 1), user(4, 'Indirect', 2)];

describe('nominees', () => {
  it('a supervisor nominates their direct reports, by name', () => {
    expect(nominees(users, 1, false).map((u) => u.id)).toEqual([3, 2]);
  });
  it('HR everyone but themselves', () => {
    expect(nominees(users, 1, true).map((u) => u.id)).toEqual([3, 4, 2]);
  });
});
